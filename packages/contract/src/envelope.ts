import { z } from 'zod';
import { ERROR_TYPES, type ErrorType } from './errors.ts';

/** Every reply has this envelope (spec §7). */
export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    status_code: z.number().int(),
    message: z.string(),
    data,
  });
}

export const ZErrorType = z.enum(Object.keys(ERROR_TYPES) as [ErrorType, ...ErrorType[]]);

export const ZErrorData = z.object({
  error_type: ZErrorType,
  status_code: z.number().int(),
  message: z.string(),
  /** Field-level problems of a rejected body, each a message key of the catalogue. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type TErrorData = z.infer<typeof ZErrorData>;

export const ZErrorReply = ZEnvelope(ZErrorData);
export type TErrorReply = z.infer<typeof ZErrorReply>;

/** A reply with nothing but its message. */
export const ZMessageReply = ZEnvelope(z.object({}).passthrough());
