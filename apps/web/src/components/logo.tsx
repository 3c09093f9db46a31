import styles from './logo.module.css';

export function LogoMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="112" fill="var(--color-primary)" />
      <circle cx="256" cy="256" r="150" fill="none" stroke="#cfe8e4" strokeWidth="22" />
      <circle cx="256" cy="256" r="96" fill="none" stroke="#fff" strokeWidth="22" opacity="0.85" />
      <circle cx="256" cy="256" r="40" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className={styles.logo}>
      <LogoMark />
      <span className={styles.word}>Resona</span>
    </span>
  );
}
