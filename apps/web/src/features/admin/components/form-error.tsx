import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/page.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * A form's refusal that names no field (the hour's limit on invitations, the network), in the
 * server's words under the form; a refusal of a field is shown at the field instead.
 */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error || (isApiError(error) && error.fields)) return null;
  return <Notice tone="error">{errorText(t, error)}</Notice>;
}
