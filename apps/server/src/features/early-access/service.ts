import {
  languageById,
  LANGUAGES,
  type LanguageCode,
  type TAdminEarlyAccess,
} from '@resona/contract';
import { HOUR, hitRateLimit } from '../../core/rate-limit.ts';
import type { Deps } from '../../deps.ts';
import { cellsOf, column, header } from '../../lib/columns.ts';
import { byLastRow, csvStream, keysetBatches } from '../../lib/csv.ts';
import { earlyAccessMail } from './mail.ts';
import { insertEarlyAccess, selectEarlyAccess, type EarlyAccessRow } from './queries.ts';

const PAGE = 100;

/**
 * Keeps an address to write to when Resona opens (spec §7 early-access). The caller learns
 * nothing of whether it was kept before: the request does the same INSERT either way and the
 * confirmation of a new address is mailed in the background, after the per-recipient mail cap
 * every mail of ours shares (SECURITY.md: five an hour).
 */
export async function requestEarlyAccess(deps: Deps, email: string, lang: LanguageCode) {
  const languageId = LANGUAGES.find((l) => l.code === lang)!.id;
  const isNew = await insertEarlyAccess(deps.db, { email, languageId, createdAt: deps.now() });
  if (isNew) {
    deps.background.run('early-access mail could not be queued', confirm(deps, email, languageId));
  }
}

async function confirm(deps: Deps, email: string, languageId: number) {
  if (!(await hitRateLimit(deps.db, `mail:hour:${email}`, 5, HOUR, deps.now()))) return;
  await deps.mailer.send(earlyAccessMail(deps, email, languageId));
}

const present = (row: EarlyAccessRow): TAdminEarlyAccess => ({
  id: row.id,
  email: row.email,
  language: languageById(row.languageId).code,
  created_at: row.createdAt.toISOString(),
});

/** A page of the console's list, newest first; `before` is the cursor of the page before. */
export async function listEarlyAccess(deps: Deps, before: number | undefined) {
  const rows = await selectEarlyAccess(deps.db, before, PAGE + 1);
  const page = rows.slice(0, PAGE);
  return {
    requests: page.map(present),
    next_cursor: rows.length > PAGE ? page[page.length - 1]!.id : null,
  };
}

/**
 * The file's columns and their codebook (decision 086): the console's codebook of this file is
 * read from here.
 */
export const EARLY_ACCESS_COLUMNS = [
  column<EarlyAccessRow>('email', 'text', 'The address left on the promo pages', (r) => r.email),
  column<EarlyAccessRow>(
    'language',
    'code',
    'The language it was left in',
    (r) => languageById(r.languageId).code,
    {
      values: Object.fromEntries(LANGUAGES.map((l) => [l.code, l.name])),
    },
  ),
  column<EarlyAccessRow>('created_at', 'datetime', 'When it was left (UTC)', (r) => r.createdAt),
];

/** Every address as CSV, newest first, read in pages so a long list streams out. */
export function exportEarlyAccess(deps: Deps) {
  const pages = keysetBatches(async (last, size) =>
    byLastRow(await selectEarlyAccess(deps.db, last ?? undefined, size), size, (r) => r.id),
  );
  async function* rows() {
    for await (const page of pages) yield page.map((r) => cellsOf(EARLY_ACCESS_COLUMNS, r));
  }
  return csvStream(header(EARLY_ACCESS_COLUMNS), rows());
}
