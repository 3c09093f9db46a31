import type { TPlan } from '@resona/contract';

/** Dollars as the plans show them: '$9.99', '$120' for whole amounts (spec §9). */
export function formatDollars(price: number): string {
  const cents = Math.round(price * 100);
  const whole = cents % 100 === 0;
  return `$${whole ? String(cents / 100) : (cents / 100).toFixed(2)}`;
}

/** The interval word's i18n key; the key's text holds the price: '{{price}} / month'. */
export const INTERVAL_KEYS = {
  month: 'plans.perMonth',
  year: 'plans.perYear',
} as const satisfies Record<TPlan['plan_interval'], string>;

export interface PriceLine {
  price: string;
  intervalKey: (typeof INTERVAL_KEYS)[TPlan['plan_interval']];
  /** 'after 7 days', already in the user's language, or null (the basic monthly plan). */
  trial: string | null;
}

/** What a plan card says about money: the price per interval and, with a trial, 'after 7 days'. */
export function priceLine(plan: Pick<TPlan, 'plan_price' | 'plan_interval' | 'trial_text'>) {
  const line: PriceLine = {
    price: formatDollars(plan.plan_price),
    intervalKey: INTERVAL_KEYS[plan.plan_interval],
    trial: plan.trial_text && plan.trial_text.trim() ? plan.trial_text : null,
  };
  return line;
}
