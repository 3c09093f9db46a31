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
  userInformationView: defineCall(r.userInformationView, {
    summary: "The caller's account details as the account screen shows them.",
    reply: ZUserInformationViewResponse,
  }),
  accountDetails: defineCall(r.accountDetails, {
    summary: 'The choices the account edit screen offers, with the caller’s current ones.',
    reply: ZAccountDetailsResponse,
  }),
  userInformationUpdate: defineCall(r.userInformationUpdate, {
    summary: "Updates the caller's account details.",

    body: ZUserInformationUpdateRequest,
    reply: ZUserInformationUpdateResponse,
  }),
  userLanguage: defineCall(r.userLanguage, {
    summary: "Saves the caller's language for the app, its mails and notifications.",

    body: ZUserLanguageRequest,
    reply: ZUserLanguageResponse,
  }),
  changePassword: defineCall(r.changePassword, {
    summary: "Changes the caller's password; other sessions are signed out.",

    body: ZChangePasswordRequest,
    reply: ZChangePasswordResponse,
  }),
  supportForm: defineCall(r.supportForm, {
    summary: 'Where support mail goes, for the support form.',
    reply: ZSupportFormResponse,
  }),
  supportMail: defineCall(r.supportMail, {
    summary: 'Sends a message to support.',

    body: ZSupportMailRequest,
    reply: ZSupportMailResponse,
  }),
  reminders: defineCall(r.reminders, {
    summary: "The caller's practice reminders.",
    reply: ZReminderListResponse,
  }),
  setReminder: defineCall(r.setReminder, {
    summary: 'Adds or changes a practice reminder.',

    body: ZSetReminderRequest,
    reply: ZSetReminderResponse,
  }),
  deleteReminder: defineCall(r.deleteReminder, {
    summary: 'Removes a practice reminder.',

    body: ZDeleteReminderRequest,
    reply: ZDeleteReminderResponse,
  }),
  userDetailsDownload: defineCall(r.userDetailsDownload, {
    summary: "The caller's data as one CSV file.",
    description: 'A section per table (docs/decisions/018). A body, if any, is ignored.',
  }),
  deleteAccount: defineCall(r.deleteAccount, {
    summary: "Erases the caller's account after checking the password.",

    body: ZDeleteAccountRequest,
    reply: ZDeleteAccountResponse,
  }),
  inviteFriends: defineCall(r.inviteFriends, {
    summary: 'Mails an invitation to Resona to friends of the caller.',

    body: ZInviteFriendsRequest,
    reply: ZInviteFriendsResponse,
  }),
} satisfies CallsOf<typeof r>;
