// Auth pages other than sign-in and sign-up, which the router loads on their own.
export { CheckPage } from './check-page.tsx';
export { ForgotPage } from './forgot-page.tsx';
export { PrivacyPage } from './privacy-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
export { SocialCallbackPage } from '../social/social-callback-page.tsx';
export { TermsPage } from './terms-page.tsx';
export { VerifyEmailPage } from './verify-email-page.tsx';
