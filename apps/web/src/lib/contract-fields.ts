/**
 * The contract's shared fields (and zod with them), for the first step of the stored user's
 * check (session.ts): built in a task of their own before the user's schema (issue 34).
 */
export { ZFlag } from '@resona/contract';
