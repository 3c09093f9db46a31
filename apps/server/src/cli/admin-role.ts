import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authenticators, recoveryCodes, sessions, users } from '../db/schema/index.ts';
import { commandLineActor, recordAudit } from '../core/audit.ts';
import { NO_CLIENT, recordSecurityEvent } from '../core/security-events.ts';
import { announceSessionChange } from '../core/session-changes.ts';

export type AdminCommand = 'grant' | 'revoke' | 'list' | 'reset-second-factor';

export class AdminCliError extends Error {}

const USAGE =
  'Usage: npm run admin -- grant <email> | revoke <email> | list | reset-second-factor <email>';

const ACCOUNT_COMMANDS: readonly AdminCommand[] = ['grant', 'revoke', 'reset-second-factor'];

/**
 * Reads `grant <email>`, `revoke <email>`, `reset-second-factor <email>` or `list`; anything
 * else is the usage line.
 */
export function parseAdminArgs(argv: string[]): { command: AdminCommand; email?: string } {
  const [command, email, ...rest] = argv;
  if (command === 'list' && email === undefined) return { command };
  const known = ACCOUNT_COMMANDS.find((c) => c === command);
  if (known && email?.includes('@') && !rest.length) {
    return { command: known, email: email.trim().toLowerCase() };
  }
  throw new AdminCliError(USAGE);
}

/**
 * What a new site administrator does next (issue 33): studies and their owners are named in
 * the console, not here.
 */
const STUDIES_LINE =
  'the console’s Studies screen (/admin/studies) makes studies and names their owners';

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
  if (input.command === 'reset-second-factor') return resetSecondFactor(db, input.email!);
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
    ? `${row.email} is now an admin: the site administrator, who opens no study’s data; ${STUDIES_LINE}`
    : `${row.email} is no longer an admin`;
}

/**
 * A person who lost their authenticator app and every recovery code gets back in through a site
 * administrator (issue 32): the app and the codes go, every session of the account ends (whoever
 * holds one is not known to be the owner), and the trail records who did it. The person signs in
 * with their password and adds an app again.
 */
async function resetSecondFactor(db: Database, email: string) {
  const now = new Date();
  const reset = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .for('update');
    if (!user) return null;
    const [app] = await tx
      .delete(authenticators)
      .where(eq(authenticators.userId, user.id))
      .returning({ confirmedAt: authenticators.confirmedAt });
    const codes = await tx
      .delete(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id))
      .returning({ id: recoveryCodes.id });
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    await announceSessionChange(tx, user.id);
    const entry = {
      action: 'second-factor.reset' as const,
      target: `user:${user.id}`,
      before: { authenticator: Boolean(app?.confirmedAt), recovery_codes: codes.length },
      after: { authenticator: false, recovery_codes: 0, sessions_ended: ended.length },
    };
    await recordAudit(tx, commandLineActor(), entry, now);
    // The owner sees it in their own account's activity too: no client, the command line did it.
    const event = { userId: user.id, kind: 'second-factor-reset', client: NO_CLIENT } as const;
    await recordSecurityEvent(tx, { ...event, detail: { sessions_ended: ended.length } }, now);
    return user;
  });
  if (!reset) throw new AdminCliError(`No account with the e-mail ${email}`);
  return `${reset.email} has no second factor now and is signed out everywhere; they sign in with their password and add an authenticator app again`;
}
