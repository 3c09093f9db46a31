import { renderToStaticMarkup } from 'react-dom/server';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describe, expect, test } from 'vitest';
import { NewPasswordFields } from './new-password-fields.tsx';

/** What react-hook-form's `register` hands a field; the handlers do not reach the markup. */
const registered = (name: string): UseFormRegisterReturn => ({
  name,
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
});

function renderFields(
  passwordLabel: string,
  passwordName: string,
  errors: { password?: string; confirm?: string },
) {
  return renderToStaticMarkup(
    <NewPasswordFields
      passwordLabel={passwordLabel}
      password={registered(passwordName)}
      confirm={registered('confirm_password')}
      errors={errors}
    />,
  );
}

// No i18next instance here: react-i18next's `t` gives back the key, which is what is checked.
describe('new password fields', () => {
  test('both fields ask the browser for a new password and carry the form’s names', () => {
    const html = renderFields('New password', 'new_password', {});
    expect(html.match(/autocomplete="new-password"/gi)).toHaveLength(2);
    expect(html).toContain('name="new_password"');
    expect(html).toContain('name="confirm_password"');
    expect(html).toContain('New password');
    expect(html).toContain('fields.confirmPassword');
    expect(html).not.toContain('aria-invalid');
  });

  test('a mismatch is told under the confirmation and tied to it', () => {
    const html = renderFields('Password', 'password', { confirm: 'passwordsMismatch' });
    const confirm = html.match(/<input[^>]*name="confirm_password"[^>]*>/)![0];
    const describedBy = confirm.match(/aria-describedby="([^"]+)"/)![1];
    expect(confirm).toContain('aria-invalid="true"');
    expect(html).toMatch(new RegExp(`<p id="${describedBy}"[^>]*>passwordsMismatch</p>`));
    expect(html.match(/aria-invalid/g)).toHaveLength(1);
  });
});
