import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import styles from './authenticator.module.css';

/**
 * The ten recovery codes, shown this once: the server keeps only their hashes. The person copies
 * them or downloads them as a text file to keep somewhere other than the phone.
 */
export function RecoveryCodes({
  codes,
  email,
  factor = 'authenticator',
}: {
  codes: readonly string[];
  email: string;
  /** The factor they came with: what they stand in for when it is lost. */
  factor?: 'authenticator' | 'passkey';
}) {
  const { t } = useTranslation();
  const saveNow =
    factor === 'passkey'
      ? t('security.passkeys.codesSaveNow')
      : t('security.authenticator.codes.saveNow');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('security.authenticator.codes.copied'));
    } catch {
      toast.error(t('security.authenticator.codes.copyFailed'));
    }
  };
  const download = () => {
    const text = [
      t('security.authenticator.codes.fileTitle', { email }),
      factor === 'passkey'
        ? t('security.passkeys.codesFileNote')
        : t('security.authenticator.codes.fileNote'),
      '',
      ...codes,
      '',
    ].join('\n');
    saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'resona-recovery-codes.txt');
  };
  return (
    <div className={styles.step}>
      <h3 className={styles.stepTitle}>{t('security.authenticator.codes.title')}</h3>
      <Notice tone="warning">{saveNow}</Notice>
      <ol className={styles.codes} aria-label={t('security.authenticator.codes.title')}>
        {codes.map((code) => (
          <li key={code}>
            <code translate="no">{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('security.authenticator.codes.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('security.authenticator.codes.download')}
        </Button>
      </div>
    </div>
  );
}
