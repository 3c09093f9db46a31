// Settings calls (issue 7). The account update (phone numbers) has its own entry,
// `@resona/contract/settings/user-information-update`, to keep its metadata out of the main bundle.
export * from './account-details.ts';
export * from './change-password.ts';
export * from './support-mail.ts';
export * from './user-information-view.ts';
export * from './user-language.ts';
export * from './reminder-time.ts';
export * from './set-reminder.ts';
// My data and invite friends (issue 7, S2)
export * from './delete-account.ts';
export * from './invite-friends.ts';
export * from './user-details-download.ts';
