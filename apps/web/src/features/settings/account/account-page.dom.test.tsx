import { cleanup, screen } from '@testing-library/react';
import { callRoutes, type TUserInfo } from '@resona/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { buildUserDetails, fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { AccountPage } from './account-page.tsx';

beforeEach(() => sessionStore.signIn(buildUserDetails()));

afterEach(() => {
  // Unmounted first: signing out would have the page ask again for user 0.
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const info: TUserInfo = {
  email: 'ana@example.com',
  phone_number: null,
  phone_dial_code: null,
  phone_country: null,
  phone_national: null,
  phone_international: null,
  average_speed: 5,
  age_group: null,
  ageName: null,
  gender_id: null,
  gender_name: null,
  expID: null,
  expName: null,
};

/** The account details list's value for `term`. */
async function factOf(term: string) {
  const dt = await screen.findByText(term, { selector: 'dt' });
  return dt.nextElementSibling;
}

function openAccount(user_info: TUserInfo) {
  fakeApi({ [on(callRoutes.userInformationView)]: { data: { user_info } } });
  return renderPage(<AccountPage />, { path: '/Setting/account-setting' });
}

describe('Account details: the phone number', () => {
  test('is shown as stored, in international form without the trunk prefix', async () => {
    openAccount({
      ...info,
      phone_number: '+49301234567',
      phone_dial_code: '+49',
      phone_country: 'DE',
      phone_national: '030 1234567',
      phone_international: '+49 30 1234567',
    });
    expect(await factOf('Phone number')).toHaveTextContent(/^\+49 30 1234567$/);
  });

  test('reads "Not set" when there is none', async () => {
    openAccount(info);
    expect(await factOf('Phone number')).toHaveTextContent(/^Not set$/);
  });
});
