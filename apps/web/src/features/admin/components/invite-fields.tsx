import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@resona/contract';
import { SelectField } from '../../../components/select-field.tsx';
import { fieldError } from './field-errors.ts';

/**
 * The language an invitation is mailed in: the invitee's when the sender knows it, else the
 * sender's own (the empty choice).
 */
export function MailLanguageField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: unknown;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('admin.studyTeams.mailLanguage')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[
        { value: '', label: t('admin.studyTeams.mailLanguageMine') },
        ...LANGUAGES.map((l) => ({ value: l.code, label: l.name })),
      ]}
      error={fieldError(t, error, 'language')}
    />
  );
}
