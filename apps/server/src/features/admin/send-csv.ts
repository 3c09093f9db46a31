import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a CSV stream as a download. Headers go first; an error in the middle of the stream
 * can no longer become an error envelope, so the connection is cut and the file is visibly
 * incomplete rather than silently short.
 */
export function sendCsv(reply: FastifyReply, name: string, now: Date, stream: Readable) {
  const stamp = now.toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="resona-${name}-${stamp}.csv"`)
    .send(stream);
}
