import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TConsentSignature } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { BackLink, Card, Notice, pageStyles } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadSignedCopy, useStudyConsent } from '../api/study-consent.ts';
import { localDateTime } from '../components/local-date.ts';
import { WithdrawSection } from '../components/withdraw-section.tsx';
import styles from '../components/consent.module.css';

function SignedCopy({ signature }: { signature: TConsentSignature }) {
  const { t } = useTranslation();
  const handleDownload = async () => {
    try {
      const { blob, filename } = await downloadSignedCopy(signature.id);
      saveFile(blob, filename ?? `resona-consent-v${signature.version}.html`);
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };
  return (
    <li className={styles.signature}>
      <span>
        {t('consent.signedLine', {
          version: signature.version,
          date: localDateTime(signature.signed_at),
          name: signature.typed_name,
        })}
      </span>
      <Button
        variant="secondary"
        onClick={() => void handleDownload()}
        aria-label={t('consent.downloadVersion', { version: signature.version })}
      >
        {t('consent.download')}
      </Button>
    </li>
  );
}

/**
 * /Setting/study: the person's part in the study — their signed copies to download, and
 * withdrawing (decision 082).
 */
export function StudyPage() {
  const { t } = useTranslation();
  const consent = useStudyConsent();
  const id = useId();
  const data = consent.data;
  return (
    <Card wide>
      <BackLink to="/Setting" label={t('nav.settings')} />
      <h1 className={pageStyles.title}>{t('consent.studyTitle')}</h1>
      {!data ? (
        <QueryState error={consent.error} onRetry={() => void consent.refetch()} />
      ) : (
        <>
          <p className={pageStyles.lead}>{t(`consent.states.${data.state}`)}</p>
          {data.withdrawn_at ? (
            <Notice>{t('consent.withdrawnOn', { date: localDateTime(data.withdrawn_at) })}</Notice>
          ) : null}
          <section aria-labelledby={id}>
            <h2 id={id}>{t('consent.signedCopies')}</h2>
            {data.signatures.length === 0 ? (
              <p>{t('consent.noSignatures')}</p>
            ) : (
              <ul className={styles.signatures}>
                {data.signatures.map((s) => (
                  <SignedCopy key={s.id} signature={s} />
                ))}
              </ul>
            )}
          </section>
          {data.state === 'signed' || data.state === 'required' ? (
            <WithdrawSection
              withdrawalData={data.withdrawal_data}
              onWithdrawn={() => void consent.refetch()}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}
