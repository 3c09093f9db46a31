import type { FastifyReply } from 'fastify';
import type { ConsentSignature } from './queries.ts';
import { renderSignedCopy, signedCopyName } from './signed-copy.ts';

/** The signed copy as a download (a file to keep, not a page of the app). */
export function sendSignedCopy(reply: FastifyReply, signature: ConsentSignature) {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-disposition', `attachment; filename="${signedCopyName(signature)}"`)
    .send(renderSignedCopy(signature));
}
