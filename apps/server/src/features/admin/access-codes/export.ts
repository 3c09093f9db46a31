import type { Deps } from '../../../deps.ts';
import { byLastRow, csvStream, keysetBatches } from '../../../lib/csv.ts';
import { cellsOf, column as col, header } from '../../../lib/columns.ts';
import { codeState, selectCodes, type CodeFilter, type CodeRow } from './queries.ts';

type Row = CodeRow & { state: string };

/** The file's columns and their codebook (decision 086). */
export const ACCESS_CODE_COLUMNS = [
  col<Row>('code', 'text', 'The access code as handed out', (c) => c.code),
  col<Row>(
    'state',
    'code',
    'Whether it can still be redeemed, at the time of the download',
    (c) => c.state,
    {
      values: {
        usable: 'can be redeemed',
        used_up: 'every use taken',
        expired: 'past its expiry',
        revoked: 'revoked by a researcher',
      },
    },
  ),
  col<Row>('uses', 'integer', 'Uses taken (a sign-up or a redemption)', (c) => c.uses, {
    unit: 'uses',
  }),
  col<Row>('use_limit', 'integer', 'Uses allowed', (c) => c.useLimit, { unit: 'uses' }),
  col<Row>(
    'expires_at',
    'datetime',
    'When it stops working (UTC); empty: never',
    (c) => c.expiresAt,
  ),
  col<Row>(
    'revoked_at',
    'datetime',
    'When it was revoked (UTC); empty: not revoked',
    (c) => c.revokedAt,
  ),
  col<Row>('cohort', 'text', 'Cohort its redeemers join; empty: none', (c) => c.cohortName),
  col<Row>(
    'batch',
    'integer',
    'The batch it was made in; empty: made at start-up',
    (c) => c.batchId,
  ),
  col<Row>(
    'plan',
    'text',
    'Plan its redeemers are whitelisted for; empty: none',
    (c) => c.planName,
  ),
  col<Row>('created_at', 'datetime', 'When it was made (UTC)', (c) => c.createdAt),
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
      yield page.map((c) => cellsOf(ACCESS_CODE_COLUMNS, { ...c, state: codeState(c, now) }));
    }
  }
  return csvStream(header(ACCESS_CODE_COLUMNS), rows());
}
