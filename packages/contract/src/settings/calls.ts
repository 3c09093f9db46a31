import { defineCall, type CallsOf } from '../call.ts';
import { ZAccountDetailsResponse } from './account-details.ts';
import { settingsRoutes as r } from './call-routes.ts';
import { ZChangePasswordRequest, ZChangePasswordResponse } from './change-password.ts';
import { ZDeleteAccountRequest, ZDeleteAccountResponse } from './delete-account.ts';
import { ZInviteFriendsRequest, ZInviteFriendsResponse } from './invite-friends.ts';
import {
  ZDeleteReminderRequest,
  ZDeleteReminderResponse,
  ZReminderListResponse,
  ZSetReminderRequest,
  ZSetReminderResponse,
} from './set-reminder.ts';
import { ZSupportFormResponse, ZSupportMailRequest, ZSupportMailResponse } from './support-mail.ts';
import {
  ZUserInformationUpdateRequest,
  ZUserInformationUpdateResponse,
} from './user-information-update.ts';
import { ZUserInformationViewResponse } from './user-information-view.ts';
import { ZUserLanguageRequest, ZUserLanguageResponse } from './user-language.ts';

export const settingsCalls = {
  userInformationView: defineCall(r.userInformationView, { reply: ZUserInformationViewResponse }),
  accountDetails: defineCall(r.accountDetails, { reply: ZAccountDetailsResponse }),
  userInformationUpdate: defineCall(r.userInformationUpdate, {
    body: ZUserInformationUpdateRequest,
    reply: ZUserInformationUpdateResponse,
  }),
  userLanguage: defineCall(r.userLanguage, {
    body: ZUserLanguageRequest,
    reply: ZUserLanguageResponse,
  }),
  changePassword: defineCall(r.changePassword, {
    body: ZChangePasswordRequest,
    reply: ZChangePasswordResponse,
  }),
  supportForm: defineCall(r.supportForm, { reply: ZSupportFormResponse }),
  supportMail: defineCall(r.supportMail, {
    body: ZSupportMailRequest,
    reply: ZSupportMailResponse,
  }),
  reminders: defineCall(r.reminders, { reply: ZReminderListResponse }),
  setReminder: defineCall(r.setReminder, {
    body: ZSetReminderRequest,
    reply: ZSetReminderResponse,
  }),
  deleteReminder: defineCall(r.deleteReminder, {
    body: ZDeleteReminderRequest,
    reply: ZDeleteReminderResponse,
  }),
  userDetailsDownload: defineCall(r.userDetailsDownload, {}),
  deleteAccount: defineCall(r.deleteAccount, {
    body: ZDeleteAccountRequest,
    reply: ZDeleteAccountResponse,
  }),
  inviteFriends: defineCall(r.inviteFriends, {
    body: ZInviteFriendsRequest,
    reply: ZInviteFriendsResponse,
  }),
} satisfies CallsOf<typeof r>;
