import type { TGeneralListResponse, TUserInfo } from '@resona/contract';
import {
  DEFAULT_PHONE_COUNTRY,
  dialCodeOf,
  type TUserInformationUpdateRequest,
} from '@resona/contract/settings/user-information-update';

/** general/list: the survey lists, the caller's current answers marked. */
type Lists = TGeneralListResponse['data'];

/** The form's values are the select and input strings; the contract schema reads them. */
export interface EditAccountValues {
  age_id: string;
  gender_id: string;
  experience_id: string;
  recommended_speed: string;
  phone_country: string;
  phone_number: string;
}

/** The marked answer when it is still a choice, else the first (allowed) option (spec §5). */
function pick(options: { id: number; selected: boolean }[]): string {
  const id = (options.find((o) => o.selected) ?? options[0])?.id;
  return id === undefined ? '' : String(id);
}

export function initialValues(info: TUserInfo, lists: Lists): EditAccountValues {
  return {
    age_id: pick(lists.age_list.filter((a) => a.is_allowed)),
    gender_id: pick(lists.gender_list),
    experience_id: pick(lists.experience_list),
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
