/** Business constants of the specification (§9), shared by server and web. */
export const DEVICE_TYPE_WEB = 3;

/** The header of a write that may be sent again (decision 073). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const NOTIFICATION_PAGE_SIZE = 10;
export const LOADMORE_SPINNER_MS = 500;
export const PUSH_BANNER_MS = 3_000;
export const TOAST_MS = 2_000;
export const SUBSCRIPTION_TOAST_MS = 5_000;
/** Spec §4 gives 10 s and 5 s; we keep the longer so the message can be read (docs/decisions). */
export const PURCHASE_TOAST_MS = 10_000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const DEFAULT_MIN_AGE = 16;
export const FREE_TRIAL_DAYS = 7;
export const POLICY_EFFECTIVE_DATE = '2020-07-07';
export const UNLIMITED_DURATION = -1;
export const CALIBRATION_SPEEDS = [4.5, 4.8, 5, 5.5, 6] as const;
/** The rates of the stepped resonance assessment, in the order it plays them. */
export const RESONANCE_RATES = [6.5, 6, 5.5, 5, 4.5] as const;
/** A pace a person may keep: a calibration pace or a resonance rate the assessment found. */
export const KEEPABLE_SPEEDS: readonly number[] = [
  ...new Set<number>([...CALIBRATION_SPEEDS, ...RESONANCE_RATES]),
].sort((a, b) => a - b);
export const DEFAULT_SPEED = 5;
export const CHILD_DEFAULT_SPEED = 6;
export const CALIBRATION_ANSWER_DELAY_MS = 10_000;
export const RATING_STEPS = 5;
export const REMINDER_STEP_MINUTES = 15;
export const SURVEY_STEPS = 4;
export const BOT_CHECK_DELAY_MS = 1_000;
export const SIGNUP_REDIRECT_MS = 3_000;
export const VERIFY_REDIRECT_MS = 3_000;
export const RESEND_REDIRECT_MS = 5_000;
export const FEEDBACK_DELETE_REENABLE_MS = 3_000;
export const TUTORIAL_VIDEO_HEIGHT = 259;
export const PROMO_VIDEO = { width: 845, height: 410 } as const;
