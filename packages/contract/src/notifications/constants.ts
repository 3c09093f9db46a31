// Page size, Loadmore spinner and banner times (spec §9) live in ../constants.ts.

/** Spec §4/§7 push_alert_status: 1 on, 2 off (the user record also reads 0 as off). */
export const PUSH_ON = 1;
export const PUSH_OFF = 2;
/** Spec §3 notification_type values. */
export const NOTIFICATION_TYPE_NAMES = ['Broadcast', 'Reminder', 'Other'] as const;
