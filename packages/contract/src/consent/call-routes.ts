import { defineRoutes } from '../call.ts';

/**
 * The study's consent, as a participant meets it (decision 082): the document to sign, signing
 * it, the signed copies, and withdrawing from the study.
 */
export const consentRoutes = defineRoutes('consent', {
  studyConsent: {
    method: 'GET',
    path: '/api/v1/consent',
    access: 'user',
  },
  signStudyConsent: {
    method: 'POST',
    path: '/api/v1/consent/sign',
    access: 'user',
    errors: [409],
  },
  withdrawFromStudy: {
    method: 'POST',
    path: '/api/v1/consent/withdraw',
    access: 'user',
    errors: [409],
  },
  signedConsentCopy: {
    method: 'GET',
    path: '/api/v1/consent/signatures/:id',
    access: 'user',
    replies: 'html',
    errors: [404],
  },
});
