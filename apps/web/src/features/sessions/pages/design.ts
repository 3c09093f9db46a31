// The design screen (/home) in a chunk of its own: the first screen after sign-in loads without
// the rating pages' code, which comes when a session starts.
export { SessionDesignPage } from '../design/session-design-page.tsx';
