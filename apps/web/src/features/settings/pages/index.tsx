import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export { AboutUsPage } from './about-us-page.tsx';
export { ManageSubscriptionsPage } from '../subscriptions/manage-subscriptions-page.tsx';
export { SettingsMenuPage } from './settings-menu-page.tsx';

// Settings sub-pages arrive in a later issue; each holds its route with a way back.

function SettingsPlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(titleKey)} backTo={{ to: '/Setting', label: t('nav.settings') }} />;
}

export const AccountSettingPage = () => <SettingsPlaceholder titleKey="settings.account" />;
export const EditAccountSettingPage = () => <SettingsPlaceholder titleKey="settings.editAccount" />;
export const LanguageSettingPage = () => <SettingsPlaceholder titleKey="settings.language" />;
export const PasswordChangePage = () => <SettingsPlaceholder titleKey="settings.password" />;
export const SetReminderPage = () => <SettingsPlaceholder titleKey="settings.reminder" />;
export const InviteFriendPage = () => <SettingsPlaceholder titleKey="settings.invite" />;
export const MyDataPage = () => <SettingsPlaceholder titleKey="settings.myData" />;
export const SupportPage = () => <SettingsPlaceholder titleKey="settings.support" />;

export function ReminderPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.reminder')} backTo={{ to: '/Home', label: t('nav.home') }} />;
}
