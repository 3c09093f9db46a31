import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZId, zLine } from '../fields.ts';
import { ZRequiredId } from '../sessions/content.ts';
import { RHYTHM_LIMITS } from './limits.ts';
import { checkRhythm, rhythmFields, ZRhythmRamp, ZRhythmTiming } from './rhythm.ts';

/** A rhythm as replies carry it: the person's name for it, its place in their list, its breath. */
export const ZRhythm = z.object({
  rhythm_id: z.number().int(),
  name: z.string(),
  /** 0 is first in the person's list. */
  position: z.number().int(),
  timing: ZRhythmTiming,
  ramp: ZRhythmRamp.nullable(),
  updated_at: z.string(),
});
export type TRhythm = z.infer<typeof ZRhythm>;

/** What every rhythm call answers: the person's rhythms in their order. */
export const ZRhythmList = z.object({ rhythms: z.array(ZRhythm) });
export type TRhythmList = z.infer<typeof ZRhythmList>;

export const ZRhythmName = zLine({ error: 'rhythmNameRequired' })
  .trim()
  .min(1, { error: 'rhythmNameRequired' })
  .max(RHYTHM_LIMITS.nameLength, { error: 'rhythmNameTooLong' });

/**
 * POST /api/v1/rhythms/save: a new rhythm (no rhythm_id; it goes last in the list) or new name
 * and breath for one of the caller's rhythms.
 */
export const ZSaveRhythmRequest = z
  .object({ rhythm_id: ZId.optional(), name: ZRhythmName, ...rhythmFields })
  .superRefine(checkRhythm);
export type TSaveRhythmRequest = z.input<typeof ZSaveRhythmRequest>;
export const ZSaveRhythmResponse = ZEnvelope(ZRhythmList.extend({ rhythm_id: z.number().int() }));
export type TSaveRhythmResponse = z.infer<typeof ZSaveRhythmResponse>;

/**
 * The rhythm a session was breathed in, as the player reports it with the play (update-history)
 * and history, "Download my data" and the study export record it (issue 30): its name at the
 * time, its timing and its ramp. Absent: the exercise's own pace, as sessions always were.
 */
export const ZBreathedRhythm = z
  .object({ name: ZRhythmName, ...rhythmFields })
  .superRefine(checkRhythm);
export type TBreathedRhythm = z.infer<typeof ZBreathedRhythm>;

/** POST /api/v1/rhythms/delete {rhythm_id}: removes one of the caller's rhythms. */
export const ZDeleteRhythmRequest = z.object({ rhythm_id: ZRequiredId });
export type TDeleteRhythmRequest = z.input<typeof ZDeleteRhythmRequest>;

/**
 * POST /api/v1/rhythms/reorder {rhythm_ids}: the caller's rhythms in their new order, each once
 * (409 when the list no longer matches theirs: a rhythm was made or deleted meanwhile).
 */
export const ZReorderRhythmsRequest = z.object({
  rhythm_ids: z
    .array(ZId, { error: 'rhythmOrderInvalid' })
    .max(RHYTHM_LIMITS.perPerson, { error: 'rhythmOrderInvalid' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'rhythmOrderInvalid' }),
});
export type TReorderRhythmsRequest = z.input<typeof ZReorderRhythmsRequest>;

export const ZRhythmListResponse = ZEnvelope(ZRhythmList);
export type TRhythmListResponse = z.infer<typeof ZRhythmListResponse>;
