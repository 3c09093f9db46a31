import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../i18n/messages.ts';
import { noClipboard } from '../lib/forms.ts';
import { PasswordField } from './text-field.tsx';

type NewPasswordFieldsProps = {
  /** Already translated: "Password" on sign-up, "New password" when resetting or changing it. */
  passwordLabel: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  /** Message keys from the form's schema or the server; translated here. */
  errors: { password?: string | undefined; confirm?: string | undefined };
};

/**
 * The password a user chooses and its confirmation, as sign-up, reset-password and the settings
 * password change all ask for it. Each form keeps its own schema; this only draws the two fields.
 */
export function NewPasswordFields({
  passwordLabel,
  password,
  confirm,
  errors,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        error={messageText(t, errors.password)}
        {...password}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={messageText(t, errors.confirm)}
        {...noClipboard}
        {...confirm}
      />
    </>
  );
}
