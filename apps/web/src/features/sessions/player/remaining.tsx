import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INFINITY_SIGN, formatHms } from '../lib/duration-format.ts';
import styles from './player.module.css';

const REMAINING_READ_MS = 250;

/**
 * Time left in the round, in seconds on the pacer's clock; ∞ for unlimited; the breaths left in a
 * session counted in breaths. The clock is read four times a second so no second is skipped or
 * held, and only this element renders, and only when the figure shown changes: the player around
 * it and the guide's frames are left alone.
 */
export function Remaining({
  running,
  unlimited,
  elapsedMs,
  endRef,
  breathsLeft,
}: {
  running: boolean;
  unlimited: boolean;
  elapsedMs: () => number;
  endRef: { current: { end: number } };
  /** Breaths still to come at a moment of the session; null when it is not counted in breaths. */
  breathsLeft: (elapsedMs: number) => number | null;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<{ breaths: boolean; value: number } | null>(null);
  useEffect(() => {
    if (!running || unlimited) return;
    const read = () => {
      const elapsed = elapsedMs();
      const breaths = breathsLeft(elapsed);
      setLeft(
        breaths === null
          ? { breaths: false, value: Math.max(0, Math.ceil((endRef.current.end - elapsed) / 1000)) }
          : { breaths: true, value: breaths },
      );
    };
    read();
    const timer = window.setInterval(read, REMAINING_READ_MS);
    return () => window.clearInterval(timer);
  }, [running, unlimited, elapsedMs, endRef, breathsLeft]);
  if (unlimited) return <Figure label={t('player.remaining')} value={INFINITY_SIGN} />;
  if (left === null) return null;
  return left.breaths ? (
    <Figure label={t('player.breathsLeft')} value={String(left.value)} />
  ) : (
    <Figure label={t('player.remaining')} value={formatHms(left.value)} />
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <p className={styles.remaining}>
      <span>{label}</span> <span className={styles.remainingValue}>{value}</span>
    </p>
  );
}
