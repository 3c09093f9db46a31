import { defineRoutes } from '../call.ts';

/** Settings: account, language, password, support, reminders, my data, invites (issue 7). */
export const settingsRoutes = defineRoutes('settings', {
  userInformationView: {
    method: 'GET',
    path: '/api/v2/user/user-information-view',
    access: 'user',
  },
  accountDetails: {
    method: 'GET',
    path: '/api/v2/user/account-details',
    access: 'user',
  },
  userInformationUpdate: {
    method: 'POST',
    path: '/api/v2/user/user-information-update',
    access: 'user',
  },
  userLanguage: {
    method: 'POST',
    path: '/api/v2/user/user-language',
    access: 'unverified',
  },
  changePassword: {
    method: 'POST',
    path: '/api/v2/user/change-password',
    access: 'user',
    errors: [403],
  },
  supportForm: {
    method: 'GET',
    path: '/api/v1/auth/supportMail',
    access: 'user',
  },
  supportMail: {
    method: 'POST',
    path: '/api/v1/auth/supportMail',
    access: 'user',
  },
  reminders: {
    method: 'GET',
    path: '/api/v2/user/reminders',
    access: 'user',
  },
  setReminder: {
    method: 'POST',
    path: '/api/v2/user/set-reminder',
    access: 'user',
    errors: [404],
  },
  deleteReminder: {
    method: 'POST',
    path: '/api/v2/user/delete-reminder',
    access: 'user',
    errors: [404],
  },
  userDetailsDownload: {
    method: 'POST',
    path: '/api/v2/user/user-details-download',
    access: 'unverified',
    replies: 'csv',
  },
  deleteAccount: {
    method: 'POST',
    path: '/api/v1/user-delete-account',
    access: 'unverified',
  },
  inviteFriends: {
    method: 'POST',
    path: '/api/v2/user/invite-friends',
    access: 'user',
  },
});
