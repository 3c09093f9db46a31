import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZSignStudyConsentRequest } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { Card, Notice, pageStyles } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignStudyConsent, useStudyConsent } from '../api/study-consent.ts';
import { WithdrawSection } from '../components/withdraw-section.tsx';
import { localDate } from '../components/local-date.ts';
import styles from '../components/consent.module.css';

/**
 * /consent: the study's consent form, read and signed before anything else of the study
 * (decision 082) — the text, the name typed, a box ticked, today's date shown. A new version
 * brings the person here again at their next visit.
 */
export function ConsentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const consent = useStudyConsent();
  const sign = useSignStudyConsent();
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<{ typed_name?: string; agree?: string }>({});
  const agreeId = useId();
  const onward = () => void navigate('/', { replace: true });

  const data = consent.data;
  if (!data) {
    return (
      <Card wide>
        <QueryState error={consent.error} onRetry={() => void consent.refetch()} />
      </Card>
    );
  }
  const consentForm = data.document;
  if (data.state !== 'required' || !consentForm) {
    // Signed meanwhile (another tab) or nothing to sign: the routing decides where to go.
    return (
      <Card wide>
        <Notice>{t('consent.nothingToSign')}</Notice>
        <Button onClick={onward}>{t('consent.continue')}</Button>
      </Card>
    );
  }

  const { version, language } = consentForm;
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { version, language, typed_name: name, agree };
    const parsed = ZSignStudyConsentRequest.safeParse(body);
    if (!parsed.success) {
      const fields: { typed_name?: string; agree?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'typed_name' | 'agree';
        fields[field] ??= issue.message;
      }
      setErrors(fields);
      return;
    }
    setErrors({});
    sign.mutate(parsed.data, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onward();
      },
      onError: (error) => {
        if (isApiError(error) && error.error_type === 'CONSENT_OUTDATED') void consent.refetch();
        toast.error(errorText(t, error));
      },
    });
  }

  const resign = data.signatures.length > 0;
  return (
    <Card wide>
      <h1 className={pageStyles.title}>{t('consent.title')}</h1>
      {resign ? <Notice tone="warning">{t('consent.newVersion')}</Notice> : null}
      <p className={pageStyles.lead}>{t('consent.lead', { version: consentForm.version })}</p>
      <div
        className={styles.document}
        lang={consentForm.language}
        tabIndex={0}
        role="document"
        aria-label={t('consent.documentLabel', { version: consentForm.version })}
      >
        {consentForm.text}
      </div>
      <form onSubmit={handleSubmit} noValidate className={formStyles.form}>
        <TextField
          label={t('consent.name')}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={messageText(t, errors.typed_name)}
        />
        <div className={formStyles.field}>
          <div className={formStyles.checkRow}>
            <input
              id={agreeId}
              type="checkbox"
              className={formStyles.checkbox}
              checked={agree}
              onChange={(e) => setAgree(e.target.checked)}
              aria-invalid={errors.agree ? true : undefined}
              aria-describedby={errors.agree ? `${agreeId}-error` : undefined}
            />
            <label htmlFor={agreeId}>{t('consent.agree')}</label>
          </div>
          <FieldError id={`${agreeId}-error`} error={messageText(t, errors.agree)} />
        </div>
        <p>{t('consent.date', { date: localDate(new Date()) })}</p>
        <Button type="submit" disabled={sign.isPending}>
          {t('consent.sign')}
        </Button>
      </form>
      <WithdrawSection withdrawalData={data.withdrawal_data} onWithdrawn={onward} />
    </Card>
  );
}
