import type { ReactNode } from 'react';
import type { BotCheck } from './use-bot-check.tsx';
import styles from './bot-check.module.css';

/**
 * The sign-in and sign-up forms behind the bot check. The form is always in the page, so its
 * words are in the pre-rendered HTML (decision 059), but until the check has passed it is
 * covered by the check, disabled and inert: nothing in it can be used or reached. The tree keeps
 * one shape throughout, so the check's widget is never mounted twice and the form does not move
 * when the cover lifts.
 */
export function BotCheckGate({ bot, children }: { bot: BotCheck; children: ReactNode }) {
  const covered = !bot.ready;
  return (
    <div className={covered ? styles.gate : undefined}>
      <div className={covered ? styles.cover : undefined}>{bot.view}</div>
      <fieldset className={styles.fieldset} disabled={covered} inert={covered}>
        {children}
      </fieldset>
    </div>
  );
}
