/**
 * The contract schemas the sign-in page uses only after it is usable: a reply's error data, the
 * sign-in call, the form's two fields, the second step's code, and at start the stored user and
 * the profile call (only with a session). The calls are the auth feature's alone, not every call
 * of the contract. Loaded with `import()` so zod (25 KB gzip) is not part of the sign-in page's
 * first load (decision 040); every other page imports the contract directly and has zod in its
 * own chunks.
 */
export {
  ZCurrentUser,
  ZErrorData,
  ZLoginRequest,
  ZSecondFactorLoginRequest,
} from '@resona/contract';
export { authCalls } from '@resona/contract/auth/calls';
