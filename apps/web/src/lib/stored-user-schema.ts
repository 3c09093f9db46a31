/**
 * The stored user's schema alone, for the check before the app's first render (session.ts's
 * `checkStoredUser`). Not deferred-schemas.ts: its auth calls bring the schemas of sign-up,
 * second factors, consent and surveys, which a signed-in screen's first load does not use and
 * which took up to a few hundred ms at CPU ×4 before /home could be used (issue 34). The profile
 * call loads them after the first render.
 */
export { ZCurrentUser } from '@resona/contract';
