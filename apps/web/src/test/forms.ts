import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export interface SignupValues {
  email?: string;
  password?: string;
  confirm?: string;
  code?: string;
  terms?: boolean;
}

/** Fills the sign-up form in as a person does, field by field. */
export async function fillInSignup(user: UserEvent, values: SignupValues) {
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  if (values.code) await user.type(screen.getByLabelText('Access code'), values.code);
  if (values.terms) await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
}
