/** Usage of `npm run broadcast`; every mistake prints it. */
export const BROADCAST_USAGE = 'Usage: npm run broadcast -- --title "…" --body "…" [--cohort <id>]';

export class BroadcastCliError extends Error {}

/** Reads --title, --body and optional --cohort (also as --name=value). */
export function parseBroadcastArgs(argv: string[]) {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const match = /^--(title|body|cohort)(?:=(.*))?$/s.exec(arg);
    if (!match) throw new BroadcastCliError(`Unknown argument ${arg}\n${BROADCAST_USAGE}`);
    const value = match[2] ?? argv[++i];
    if (value === undefined)
      throw new BroadcastCliError(`--${match[1]} needs a value\n${BROADCAST_USAGE}`);
    values[match[1]!] = value;
  }
  if (!values.title?.trim() || !values.body?.trim()) throw new BroadcastCliError(BROADCAST_USAGE);
  const request: { command: 'broadcast'; title: string; body: string; cohort_id?: number } = {
    command: 'broadcast',
    title: values.title,
    body: values.body,
  };
  if (values.cohort !== undefined) {
    const id = Number(values.cohort);
    if (!Number.isSafeInteger(id) || id <= 0) {
      throw new BroadcastCliError(`--cohort must be a cohort id (a positive number)`);
    }
    request.cohort_id = id;
  }
  return request;
}
