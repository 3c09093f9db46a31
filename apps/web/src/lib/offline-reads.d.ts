import type { CallRoute } from '@resona/contract/call-routes';
/**
 * The reads a signed-in person's session needs offline (decision 072): the service worker keeps
 * the last reply of each, per account, and answers with it when the network does not. Only GET
 * calls, only with a bearer token, only 200 replies.
 */
export declare const OFFLINE_READS: readonly CallRoute[];
/** Whether a request is one of the reads kept for offline use (none has path parameters). */
export declare function isOfflineRead(method: string, pathname: string): boolean;
