export { AboutUsPage } from './about-us-page.tsx';
export { ManageSubscriptionsPage } from '../subscriptions/manage-subscriptions-page.tsx';
export { SettingsMenuPage } from './settings-menu-page.tsx';
// Account details, language, password and support (issue 7).
export { AccountPage as AccountSettingPage } from '../account/account-page.tsx';
export { EditAccountSettingPage } from '../account/edit-account-route.tsx';
export { LanguagePage as LanguageSettingPage } from '../language/language-page.tsx';
export { PasswordPage as PasswordChangePage } from '../password/password-page.tsx';
export { SupportPage } from '../support/support-page.tsx';
export { ReminderPage } from '../reminders/reminder-page.tsx';
export { SetReminderPage } from '../reminders/set-reminder-page.tsx';
// My data and invite friends (issue 7).
export { InviteFriendPage } from '../invite/invite-page.tsx';
export { MyDataPage } from '../my-data/my-data-page.tsx';
