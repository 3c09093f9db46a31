import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/page.tsx';

// The edit form reads phone numbers with libphonenumber-js, whose metadata is the largest part
// of it: a chunk of its own, so the settings menu and the other settings pages do not carry it.
const EditAccountPage = lazy(async () => ({
  default: (await import('./edit-account-page.tsx')).EditAccountPage,
}));

export function EditAccountSettingPage() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Card wide>
          <p role="status">{t('common.loading')}</p>
        </Card>
      }
    >
      <EditAccountPage />
    </Suspense>
  );
}
