import type { TAccountDetailsResponse, TUserInfo } from '@resona/contract';
import {
  DEFAULT_PHONE_COUNTRY,
  dialCodeOf,
  type TUserInformationUpdateRequest,
} from '@resona/contract/settings/user-information-update';

type Choices = TAccountDetailsResponse['data'];

/** The form's values are the select and input strings; the contract schema reads them. */
export interface EditAccountValues {
  age_id: string;
  gender_id: string;
  experience_id: string;
  recommended_speed: string;
  phone_country: string;
  phone_number: string;
}

/** The stored answer when it is still a choice, else the first (allowed) option (spec §5). */
function pick(stored: number | null, ids: number[]): string {
  const id = stored !== null && ids.includes(stored) ? stored : ids[0];
  return id === undefined ? '' : String(id);
}

export function initialValues(info: TUserInfo, choices: Choices): EditAccountValues {
  return {
    age_id: pick(
      info.age_group,
      choices.age_data.filter((a) => a.is_allowed).map((a) => a.id),
    ),
    gender_id: pick(
      info.gender_id,
      choices.gender_data.map((g) => g.id),
    ),
    experience_id: pick(
      info.expID,
      choices.experience_data.map((e) => e.id),
    ),
    recommended_speed: String(info.average_speed),
    phone_country: info.phone_country ?? DEFAULT_PHONE_COUNTRY,
    phone_number: info.phone_national ?? '',
  };
}

/** What the server receives: the form plus the dial code of the picked country. */
export function toRequest(email: string, values: EditAccountValues): TUserInformationUpdateRequest {
  return {
    email,
    ...values,
    phone_dial_code: values.phone_number.trim() ? (dialCodeOf(values.phone_country) ?? '') : '',
  };
}
