/**
 * The contract schemas the sign-in page uses only after it is usable: a reply's error data, the
 * sign-in reply, the form's two fields, and at start the stored user and the profile re-read
 * (only with a session). Loaded with `import()` so zod
 * (25 KB gzip) is not part of the sign-in page's first load (decision 040); every other page
 * imports the contract directly and has zod in its own chunks.
 */
export {
  ZCurrentUser,
  ZErrorData,
  ZLoginRequest,
  ZLoginResponse,
  ZProfileInfoResponse,
} from '@resona/contract';
