import type { Deps } from '../deps.ts';
import { AdminCliError, parseAdminArgs, runAdminCommand } from './admin-role.ts';

export type AdminControlReply = { ok: true; message: string } | { ok: false; error: string };

/**
 * The running server's side of `npm run admin` (decision 030): the same command, run on the
 * server's own database connection. Reached only through the control socket in DATA_DIR (0600),
 * never over HTTP, so no API can grant the role.
 */
export async function adminRoleOverSocket(deps: Deps, request: { [key: string]: unknown }) {
  try {
    const argv = Array.isArray(request.argv) ? request.argv.map(String) : [];
    const message = await runAdminCommand(deps.db, parseAdminArgs(argv));
    deps.log.info({ command: argv[0] }, 'admin role changed from the command line');
    return { ok: true, message } satisfies AdminControlReply;
  } catch (error) {
    if (error instanceof AdminCliError) return { ok: false, error: error.message } as const;
    throw error;
  }
}
