import { z } from 'zod';
import type { Call } from './call.ts';
import { ZId } from './fields.ts';

/** `:studyId`, the study a console call acts on (decision 108). */
export const ZStudyParams = z.object({ studyId: ZId });

/**
 * A call's path parameters as the server reads them. A study's call gets `studyId` beside its
 * own: its definition leaves it out, so the console's call sites need not name the study it
 * shows (the web app fills it in one place, lib/console-study.ts).
 */
export function callParams(call: Call): z.ZodType | undefined {
  if (call.access !== 'study') return call.params;
  if (!call.params) return ZStudyParams;
  if (!(call.params instanceof z.ZodObject)) {
    throw new Error(`${call.id}: a study call's parameters must be an object`);
  }
  return call.params.extend(ZStudyParams.shape);
}
