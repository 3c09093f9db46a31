import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { commandLineActor, recordAudit } from '../core/audit.ts';
import { announceSessionChange } from '../core/session-changes.ts';

export type AdminCommand = 'grant' | 'revoke' | 'list';

export class AdminCliError extends Error {}

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email> | list';

/** Reads `grant <email>`, `revoke <email>` or `list`; anything else is the usage line. */
export function parseAdminArgs(argv: string[]): { command: AdminCommand; email?: string } {
  const [command, email, ...rest] = argv;
  if (command === 'list' && email === undefined) return { command };
  if ((command === 'grant' || command === 'revoke') && email?.includes('@') && !rest.length) {
    return { command, email: email.trim().toLowerCase() };
  }
  throw new AdminCliError(USAGE);
}

/**
 * The only way to change a role: from the command line of someone who can already reach the
 * database. No API sets `users.role`, so a participant can never make themselves an admin.
 * Returns the line to print.
 */
export async function runAdminCommand(
  db: Database,
  input: { command: AdminCommand; email?: string },
): Promise<string> {
  if (input.command === 'list') {
    const admins = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.email));
    return admins.length === 0
      ? 'No admins yet. Grant the role with: npm run admin -- grant <email>'
      : admins.map((a) => a.email).join('\n');
  }
  const role = input.command === 'grant' ? 'admin' : 'participant';
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email}`)
      .for('update');
    const [changed] = await tx
      .update(users)
      .set({ role, updatedAt: now })
      .where(sql`lower(${users.email}) = ${input.email}`)
      .returning({ id: users.id, email: users.email });
    if (!changed) return changed;
    // Every server stops serving the old role once this commits (decision 064).
    await announceSessionChange(tx, changed.id);
    // The account is named by id: its address leaves with it if it is ever erased.
    const entry = {
      action: input.command === 'grant' ? ('role.grant' as const) : ('role.revoke' as const),
      target: `user:${changed.id}`,
      before: { role: before!.role },
      after: { role },
    };
    await recordAudit(tx, commandLineActor(), entry, now);
    return changed;
  });
  if (!row) throw new AdminCliError(`No account with the e-mail ${input.email}; sign up first`);
  return input.command === 'grant'
    ? `${row.email} is now an admin (the researcher console is at /admin)`
    : `${row.email} is no longer an admin`;
}
