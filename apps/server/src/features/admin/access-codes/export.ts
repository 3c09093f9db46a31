import type { Deps } from '../../../deps.ts';
import { byLastRow, csvStream, keysetBatches } from '../../../lib/csv.ts';
import { codeState, selectCodes, type CodeFilter } from './queries.ts';

const HEADER = [
  'code',
  'state',
  'uses',
  'use_limit',
  'expires_at',
  'revoked_at',
  'cohort',
  'batch',
  'plan',
  'created_at',
];

/** The codes as CSV, newest first, read in pages so thousands of codes stream out. */
export function exportCodes(deps: Deps, filter: Omit<CodeFilter, 'before' | 'ids'>) {
  const now = deps.now();
  const pages = keysetBatches(async (last, size) =>
    // Newest first: the key falls, so the "after" of the keyset is the last id, read as "before".
    byLastRow(
      await selectCodes(deps.db, { ...filter, before: last ?? undefined }, size),
      size,
      (r) => r.id,
    ),
  );
  async function* rows() {
    for await (const page of pages) {
      yield page.map((c) => [
        c.code,
        codeState(c, now),
        c.uses,
        c.useLimit,
        c.expiresAt,
        c.revokedAt,
        c.cohortName,
        c.batchId,
        c.planName,
        c.createdAt,
      ]);
    }
  }
  return csvStream(HEADER, rows());
}
