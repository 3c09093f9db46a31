import { z } from 'zod';
import { zLine } from '../fields.ts';

export const LIBRARY_PAGE_DEFAULT = 20;
export const LIBRARY_PAGE_MAX = 100;

/**
 * A page of a library list, newest first. `cursor` is the `next_cursor` of the previous page,
 * opaque to clients: it names the last item seen, so a page never repeats or skips items when
 * new ones arrive meanwhile (keyset, not OFFSET).
 */
export const ZPageQuery = z.object({
  cursor: zLine({ error: 'fieldInvalid' })
    .max(200, { error: 'fieldInvalid' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'fieldInvalid' })
      .int({ error: 'fieldInvalid' })
      .min(1, { error: 'fieldInvalid' })
      .max(LIBRARY_PAGE_MAX, { error: 'fieldInvalid' })
      .default(LIBRARY_PAGE_DEFAULT),
  ),
});
export type TPageQuery = z.input<typeof ZPageQuery>;

/** The short exercise of list items (spec §3): what a list row shows. */
export const ZExerciseSummary = z.object({ title: z.string(), goal: z.string() });

/** Fields every library list reply has. */
export const ZListFields = {
  /** 1 when the page has items. */
  data_found: z.union([z.literal(0), z.literal(1)]),
  /** The empty-state text when there is nothing at all, else an empty string. */
  message: z.string(),
};

export const ZPageFields = {
  ...ZListFields,
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
};
