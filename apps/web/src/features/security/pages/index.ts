// A person's own account security (issue 32).
export { SecurityPage } from './security-page.tsx';
