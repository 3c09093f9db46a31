import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

export { styles as pageStyles };

export function Card({
  children,
  wide,
  className,
}: {
  children: ReactNode;
  wide?: boolean;
  className?: string;
}) {
  return (
    <section
      className={[styles.card, wide ? styles.wide : '', className].filter(Boolean).join(' ')}
    >
      {children}
    </section>
  );
}

export function BackLink({ to, label }: { to: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={styles.back}>
      <span aria-hidden="true" className="flip-rtl">
        ←
      </span>
      {label ?? t('common.back')}
    </Link>
  );
}

export type NoticeTone = 'info' | 'success' | 'error' | 'warning';

const toneClass: Record<NoticeTone, string | undefined> = {
  info: undefined,
  success: styles.noticeSuccess,
  error: styles.noticeError,
  warning: styles.noticeWarning,
};

/** An inline message; errors and warnings are announced. */
export function Notice({ tone = 'info', children }: { tone?: NoticeTone; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={[styles.notice, toneClass[tone]].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}

export function BreathingDot() {
  return <div className={styles.breath} aria-hidden="true" />;
}
