import { useId, useState } from 'react';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LANGUAGES, languageById, resolveLanguage } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { BackLink, Card, pageStyles } from '../../../components/page.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText } from '../../../i18n/messages.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetUserLanguage } from '../api/user-language.ts';
import styles from './language.module.css';

/**
 * /Setting/Language-setting/{flag} and /Language-setting/{route}: the six languages and Save.
 * The path's last part (an id such as 4 or a code such as `ar`, as the history's duplicate
 * sends) preselects a language; saving switches the interface to it at once.
 */
export function LanguagePage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const guardOnline = useOfflineGuard();
  const save = useSetUserLanguage();
  const headingId = useId();
  const fromPath = resolveLanguage(params.flag ?? params.route);
  const [chosen, setChosen] = useState<number>(
    fromPath?.id ?? languageById(user?.default_language).id,
  );

  const onSave = () => {
    if (!guardOnline()) return;
    save.mutate(
      { default_language: chosen },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          // The address names the language shown, so a reload or a shared link keeps it.
          const id = reply.data.default_language;
          const path = params.flag ? `/Setting/Language-setting/${id}` : `/Language-setting/${id}`;
          void navigate(path, { replace: true });
        },
        onError: (error) => toast.error(errorText(t, error)),
      },
    );
  };

  return (
    <Card wide>
      <BackLink to="/Setting" label={t('nav.settings')} />
      <h1 className={pageStyles.title} id={headingId}>
        {t('settings.language')}
      </h1>
      <p className={pageStyles.lead}>{t('accountSettings.language.intro')}</p>
      <RadioGroup.Root
        className={styles.list}
        value={String(chosen)}
        onValueChange={(value) => setChosen(Number(value))}
        aria-labelledby={headingId}
        dir={i18n.dir()}
      >
        {LANGUAGES.map((language) => {
          const id = `${headingId}-${language.code}`;
          return (
            <div key={language.id} className={styles.option}>
              <RadioGroup.Item id={id} value={String(language.id)} className={styles.radio}>
                <RadioGroup.Indicator className={styles.indicator} />
              </RadioGroup.Item>
              {/* The label runs in the page's direction, so each name starts beside its radio;
                  the name is in its own language and direction, so anyone can find their own. */}
              <label htmlFor={id} className={styles.label}>
                <span lang={language.code} dir={language.dir}>
                  {language.name}
                </span>
              </label>
            </div>
          );
        })}
      </RadioGroup.Root>
      <Button onClick={onSave} disabled={save.isPending}>
        {t('accountSettings.language.save')}
      </Button>
    </Card>
  );
}
