import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INFINITY_SIGN, formatHms } from '../lib/duration-format.ts';
import styles from './player.module.css';

const REMAINING_READ_MS = 250;

/**
 * Time left in the round, in seconds on the pacer's clock; ∞ for unlimited. The clock is read four
 * times a second so no second is skipped or held, and only this element renders, and only when
 * the second shown changes: the player around it and the guide's frames are left alone.
 */
export function Remaining({
  running,
  unlimited,
  elapsedMs,
  endRef,
}: {
  running: boolean;
  unlimited: boolean;
  elapsedMs: () => number;
  endRef: { current: { end: number } };
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!running || unlimited) return;
    const read = () => setLeft(Math.max(0, Math.ceil((endRef.current.end - elapsedMs()) / 1000)));
    read();
    const timer = window.setInterval(read, REMAINING_READ_MS);
    return () => window.clearInterval(timer);
  }, [running, unlimited, elapsedMs, endRef]);
  const value = unlimited ? INFINITY_SIGN : left === null ? '' : formatHms(left);
  if (!value) return null;
  return (
    <p className={styles.remaining}>
      <span>{t('player.remaining')}</span> <span className={styles.remainingValue}>{value}</span>
    </p>
  );
}
