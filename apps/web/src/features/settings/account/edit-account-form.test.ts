import { describe, expect, it } from 'vitest';
import type { TAccountDetailsResponse, TUserInfo } from '@resona/contract';
import { ZUserInformationUpdateRequest } from '@resona/contract/settings/user-information-update';
import { initialValues, toRequest } from './edit-account-form.ts';

const choices: TAccountDetailsResponse['data'] = {
  age_data: [
    { id: 1, ageName: '13–15', is_allowed: false },
    { id: 2, ageName: '16–17', is_allowed: true },
    { id: 3, ageName: '18–24', is_allowed: true },
  ],
  gender_data: [
    { id: 4, gender_name: 'Woman' },
    { id: 5, gender_name: 'Man' },
  ],
  experience_data: [
    { id: 7, expName: 'None' },
    { id: 8, expName: 'Some' },
  ],
  average_speed_data: [],
  language_data: [],
  reminder_data: [],
};

const blank: TUserInfo = {
  email: 'a@example.com',
  phone_number: null,
  phone_dial_code: null,
  phone_country: null,
  phone_national: null,
  average_speed: 5,
  age_group: null,
  ageName: null,
  gender_id: null,
  gender_name: null,
  expID: null,
  expName: null,
};

describe('account edit form', () => {
  it('defaults unanswered choices to the first allowed option and the phone picker to US', () => {
    expect(initialValues(blank, choices)).toEqual({
      age_id: '2',
      gender_id: '4',
      experience_id: '7',
      recommended_speed: '5',
      phone_country: 'US',
      phone_number: '',
    });
  });

  it('keeps stored answers and the stored phone', () => {
    const info = {
      ...blank,
      age_group: 3,
      gender_id: 5,
      expID: 8,
      average_speed: 4.8,
      phone_number: '+442079460018',
      phone_country: 'GB',
      phone_national: '020 7946 0018',
    };
    expect(initialValues(info, choices)).toMatchObject({
      age_id: '3',
      gender_id: '5',
      experience_id: '8',
      recommended_speed: '4.8',
      phone_country: 'GB',
      phone_number: '020 7946 0018',
    });
  });

  it('sends the dial code of the picked country, which the contract reads as E.164', () => {
    const body = toRequest('a@example.com', {
      ...initialValues(blank, choices),
      phone_number: '201-555-0123',
    });
    expect(body.phone_dial_code).toBe('+1');
    expect(ZUserInformationUpdateRequest.parse(body).phone).toEqual({
      number: '+12015550123',
      dialCode: '+1',
    });
    expect(toRequest('a@example.com', initialValues(blank, choices)).phone_dial_code).toBe('');
  });

  it('refuses a number that is not valid in the picked country', () => {
    const body = toRequest('a@example.com', {
      ...initialValues(blank, choices),
      phone_country: 'FR',
      phone_number: '201-555-0123',
    });
    const result = ZUserInformationUpdateRequest.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['phone_number'],
      message: 'phoneInvalid',
    });
  });
});
