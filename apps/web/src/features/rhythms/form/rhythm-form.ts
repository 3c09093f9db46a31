import {
  paceOf,
  phaseSeconds,
  ZRhythmTiming,
  ZSaveRhythmRequest,
  type TRhythm,
  type TRhythmTiming,
  type TSaveRhythmRequest,
} from '@resona/contract';

/** The two readings a rhythm may be typed in (issue 30): four phases, or a pace and its ratio. */
export type Reading = TRhythmTiming['kind'];

/**
 * What the form holds: every field as typed (so "5." stays while it is typed), both readings'
 * fields at once (switching reading keeps what was typed), and the ramp with its switch.
 */
export interface RhythmDraft {
  name: string;
  reading: Reading;
  inhale: string;
  holdIn: string;
  exhale: string;
  holdOut: string;
  pace: string;
  inhalePart: string;
  exhalePart: string;
  paceHoldIn: string;
  paceHoldOut: string;
  eases: boolean;
  fromPace: string;
  minutes: string;
}

export type DraftField = Exclude<keyof RhythmDraft, 'reading' | 'eases'>;

/** The fields of each reading, and of easing down, in the form's order. */
export const PHASE_FIELDS = ['inhale', 'holdIn', 'exhale', 'holdOut'] as const;
export const PACE_FIELDS = [
  'pace',
  'inhalePart',
  'exhalePart',
  'paceHoldIn',
  'paceHoldOut',
] as const;
export const RAMP_FIELDS = ['fromPace', 'minutes'] as const;

const text = (n: number) => String(Math.round(n * 10) / 10);

/** A new rhythm: Coherent 5.5's breath typed as phases, no ramp. */
export const EMPTY_DRAFT: RhythmDraft = {
  name: '',
  reading: 'phases',
  inhale: '5.5',
  holdIn: '0',
  exhale: '5.5',
  holdOut: '0',
  pace: '5.5',
  inhalePart: '1',
  exhalePart: '1',
  paceHoldIn: '0',
  paceHoldOut: '0',
  eases: false,
  fromPace: '7',
  minutes: '3',
};

/** A draft of an existing rhythm, or of a starting point's timing to copy. */
export function draftOf(
  name: string,
  timing: TRhythmTiming,
  ramp: TRhythm['ramp'] = null,
): RhythmDraft {
  const s = phaseSeconds(timing);
  const pace = paceOf(timing);
  const draft: RhythmDraft = {
    ...EMPTY_DRAFT,
    name,
    reading: timing.kind,
    // The other reading starts as the same breath, rounded to tenths.
    inhale: text(s.inhale),
    holdIn: text(s.holdIn),
    exhale: text(s.exhale),
    holdOut: text(s.holdOut),
    pace: text(pace),
    paceHoldIn: text(s.holdIn),
    paceHoldOut: text(s.holdOut),
  };
  // Four phases read as a pace keep their ratio: 4-7-8 is 4:8.
  draft.inhalePart = text(timing.kind === 'pace' ? timing.inhale_part : s.inhale);
  draft.exhalePart = text(timing.kind === 'pace' ? timing.exhale_part : s.exhale);
  if (ramp) {
    draft.eases = true;
    draft.fromPace = text(ramp.from_pace);
    draft.minutes = text(ramp.minutes);
  }
  return draft;
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

/**
 * A typed number: digits of any of the app's keyboards (Arabic-Indic too), a comma or the
 * Arabic decimal separator for the point. Empty or not a number is NaN, which the schema
 * refuses with the field's own range message.
 */
export function parseNumber(typed: string): number {
  const latin = typed
    .trim()
    .replace(/[٠-٩]/g, (d) => String(ARABIC_INDIC.indexOf(d)))
    .replace(/[۰-۹]/g, (d) => String(PERSIAN.indexOf(d)))
    .replace(/[,٫]/g, '.');
  if (!/^\d*\.?\d+$|^\d+\.$/.test(latin)) return Number.NaN;
  return Number(latin);
}

/** The draft's timing, as the contract reads it (not yet checked). */
export function timingOf(draft: RhythmDraft): TRhythmTiming {
  if (draft.reading === 'phases') {
    return {
      kind: 'phases',
      inhale: parseNumber(draft.inhale),
      hold_in: parseNumber(draft.holdIn),
      exhale: parseNumber(draft.exhale),
      hold_out: parseNumber(draft.holdOut),
    };
  }
  return {
    kind: 'pace',
    pace: parseNumber(draft.pace),
    inhale_part: parseNumber(draft.inhalePart),
    exhale_part: parseNumber(draft.exhalePart),
    hold_in: parseNumber(draft.paceHoldIn),
    hold_out: parseNumber(draft.paceHoldOut),
  };
}

/** The request Save sends (not yet checked). */
export function requestOf(draft: RhythmDraft, rhythmId?: number): TSaveRhythmRequest {
  return {
    ...(rhythmId === undefined ? {} : { rhythm_id: rhythmId }),
    name: draft.name,
    timing: timingOf(draft),
    ramp: draft.eases
      ? { from_pace: parseNumber(draft.fromPace), minutes: parseNumber(draft.minutes) }
      : null,
  };
}

/** Which form field each of the contract's paths is shown under. */
const FIELD_OF_PATH: Record<string, DraftField> = {
  name: 'name',
  'timing.inhale': 'inhale',
  'timing.exhale': 'exhale',
  'timing.pace': 'pace',
  'timing.inhale_part': 'inhalePart',
  'timing.exhale_part': 'exhalePart',
  'ramp.from_pace': 'fromPace',
  'ramp.minutes': 'minutes',
};

/** The form field a path of the contract ('timing.inhale', or as an array) is shown under. */
export function fieldOf(path: string | readonly PropertyKey[], reading: Reading): DraftField {
  const key = typeof path === 'string' ? path : path.map(String).join('.');
  if (key === 'timing.hold_in') return reading === 'phases' ? 'holdIn' : 'paceHoldIn';
  if (key === 'timing.hold_out') return reading === 'phases' ? 'holdOut' : 'paceHoldOut';
  // A problem of the whole rhythm with no field of its own shows under its first field.
  return FIELD_OF_PATH[key] ?? (reading === 'phases' ? 'inhale' : 'pace');
}

export type FieldMessages = Partial<Record<DraftField, string>>;

/**
 * The contract's schema on the draft: the valid request, or each field's first message key
 * (the same schema the server checks with, so the two never disagree).
 */
export function checkDraft(
  draft: RhythmDraft,
  rhythmId?: number,
): { ok: true; request: TSaveRhythmRequest } | { ok: false; messages: FieldMessages } {
  const parsed = ZSaveRhythmRequest.safeParse(requestOf(draft, rhythmId));
  if (parsed.success) return { ok: true, request: parsed.data };
  const messages: FieldMessages = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path, draft.reading);
    messages[field] ??= issue.message;
  }
  return { ok: false, messages };
}

/**
 * The draft in the other reading: the same breath (rounded to tenths) in the fields of `reading`,
 * so switching shows what was typed rather than older numbers. The name and ramp stay.
 */
export function switchReading(draft: RhythmDraft, reading: Reading): RhythmDraft {
  const timing = validTiming(draft);
  if (!timing || reading === draft.reading) return { ...draft, reading };
  const same = draftOf(draft.name, timing);
  const fields = reading === 'phases' ? PHASE_FIELDS : PACE_FIELDS;
  return { ...draft, ...Object.fromEntries(fields.map((f) => [f, same[f]])), reading };
}

/** The draft's timing when its fields are within their ranges: what the live reading shows. */
export function validTiming(draft: RhythmDraft): TRhythmTiming | null {
  const parsed = ZRhythmTiming.safeParse(timingOf(draft));
  if (!parsed.success) return null;
  const s = phaseSeconds(parsed.data);
  return s.inhale > 0 && s.exhale > 0 ? parsed.data : null;
}

/** The draft's ramp when it eases down and its fields are numbers. */
export function validRamp(draft: RhythmDraft): TRhythm['ramp'] {
  if (!draft.eases) return null;
  const ramp = { from_pace: parseNumber(draft.fromPace), minutes: parseNumber(draft.minutes) };
  return Number.isFinite(ramp.from_pace) && ramp.minutes > 0 ? ramp : null;
}
