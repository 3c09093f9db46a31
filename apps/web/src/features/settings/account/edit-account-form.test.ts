import { describe, expect, it } from 'vitest';
import type { TGeneralListResponse, TUserInfo } from '@resona/contract';
import { ZUserInformationUpdateRequest } from '@resona/contract/settings/user-information-update';
import { initialValues, toRequest } from './edit-account-form.ts';

type Lists = TGeneralListResponse['data'];

/** general/list's lists with the given ids marked as the current answers. */
const listsWith = (marked: number[]): Lists => {
  const mark = <T extends { id: number }>(o: T) => ({ ...o, selected: marked.includes(o.id) });
  return {
    age_list: [
      { id: 1, ageName: '13–15', is_allowed: false },
      { id: 2, ageName: '16–17', is_allowed: true },
      { id: 3, ageName: '18–24', is_allowed: true },
    ].map(mark),
    gender_list: [
      { id: 4, gender_name: 'Woman' },
      { id: 5, gender_name: 'Man' },
    ].map(mark),
    language_list: [{ id: 1, value: 'English' }].map(mark),
    experience_list: [
      { id: 7, expName: 'None' },
      { id: 8, expName: 'Some' },
    ].map(mark),
    min_age: 16,
  };
};
const choices = listsWith([]);

const blank: TUserInfo = {
  email: 'a@example.com',
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

  it('keeps the answers general/list marks and the stored phone', () => {
    const info = {
      ...blank,
      age_group: 3,
      gender_id: 5,
      expID: 8,
      average_speed: 4.8,
      phone_number: '+442079460018',
      phone_country: 'GB',
      phone_national: '020 7946 0018',
      phone_international: '+44 20 7946 0018',
    };
    expect(initialValues(info, listsWith([3, 5, 8]))).toMatchObject({
      age_id: '3',
      gender_id: '5',
      experience_id: '8',
      recommended_speed: '4.8',
      phone_country: 'GB',
      phone_number: '020 7946 0018',
    });
  });

  it('never starts on an age group below the minimum, even when it is marked', () => {
    expect(initialValues(blank, listsWith([1])).age_id).toBe('2');
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
