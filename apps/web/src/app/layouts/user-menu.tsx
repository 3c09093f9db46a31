import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../../lib/api/logout.ts';
import styles from './user-menu.module.css';

/** The account menu; a researcher also finds the way to the console here. */
export function UserMenu({ email, researcher = false }: { email: string; researcher?: boolean }) {
  const { t, i18n } = useTranslation();
  const logout = useLogout();
  return (
    <DropdownMenu.Root dir={i18n.dir()}>
      <DropdownMenu.Trigger className={styles.trigger} aria-label={t('userMenu.label')}>
        <span className={styles.avatar} aria-hidden="true">
          {email.slice(0, 1).toUpperCase()}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.label}>
            <span className={styles.caption}>{t('userMenu.signedInAs')}</span>
            <span className={styles.email}>{email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          {researcher ? (
            <DropdownMenu.Item className={styles.item} asChild>
              <Link to="/admin">{t('userMenu.console')}</Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item
            className={styles.item}
            disabled={logout.isPending}
            onSelect={() => logout.mutate()}
          >
            {t('auth.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
