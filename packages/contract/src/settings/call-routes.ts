import { defineRoutes } from '../call.ts';
import { API } from '../routes.ts';

/** Settings: account, language, password, support, reminders, my data, invites (issue 7). */
export const settingsRoutes = defineRoutes('settings', {
  userInformationView: {
    method: 'GET',
    path: API.userInformationView,
    access: 'user',
    summary: "The caller's account details as the account screen shows them.",
  },
  accountDetails: {
    method: 'GET',
    path: API.accountDetails,
    access: 'user',
    summary: 'The choices the account edit screen offers, with the caller’s current ones.',
  },
  userInformationUpdate: {
    method: 'POST',
    path: API.userInformationUpdate,
    access: 'user',
    summary: "Updates the caller's account details.",
  },
  userLanguage: {
    method: 'POST',
    path: API.userLanguage,
    access: 'unverified',
    summary: "Saves the caller's language for the app, its mails and notifications.",
  },
  changePassword: {
    method: 'POST',
    path: API.changePassword,
    access: 'user',
    summary: "Changes the caller's password; other sessions are signed out.",
    errors: [403],
  },
  supportForm: {
    method: 'GET',
    path: API.supportMail,
    access: 'user',
    summary: 'Where support mail goes, for the support form.',
  },
  supportMail: {
    method: 'POST',
    path: API.supportMail,
    access: 'user',
    summary: 'Sends a message to support.',
  },
  reminders: {
    method: 'GET',
    path: API.reminders,
    access: 'user',
    summary: "The caller's practice reminders.",
  },
  setReminder: {
    method: 'POST',
    path: API.setReminder,
    access: 'user',
    summary: 'Adds or changes a practice reminder.',
    errors: [404],
  },
  deleteReminder: {
    method: 'POST',
    path: API.deleteReminder,
    access: 'user',
    summary: 'Removes a practice reminder.',
    errors: [404],
  },
  userDetailsDownload: {
    method: 'POST',
    path: API.userDetailsDownload,
    access: 'unverified',
    summary: "The caller's data as one CSV file.",
    description: 'A section per table (docs/decisions/018). A body, if any, is ignored.',
    replies: 'csv',
  },
  deleteAccount: {
    method: 'POST',
    path: API.deleteAccount,
    access: 'unverified',
    summary: "Erases the caller's account after checking the password.",
  },
  inviteFriends: {
    method: 'POST',
    path: API.inviteFriends,
    access: 'user',
    summary: 'Mails an invitation to Resona to friends of the caller.',
  },
});
