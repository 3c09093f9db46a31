import { defineCall, type CallsOf } from '../call.ts';
import { consentRoutes as r } from './call-routes.ts';
import {
  ZConsentSignatureParams,
  ZSignStudyConsentRequest,
  ZSignStudyConsentResponse,
  ZStudyConsentResponse,
  ZWithdrawFromStudyRequest,
  ZWithdrawFromStudyResponse,
} from './consent.ts';

export const consentCalls = {
  studyConsent: defineCall(r.studyConsent, {
    summary:
      'Where the caller stands with the study’s consent, the text to sign and their signatures.',
    reply: ZStudyConsentResponse,
  }),
  signStudyConsent: defineCall(r.signStudyConsent, {
    summary: 'Signs the current consent version with a typed name.',
    description:
      'The server stores the text of the version in the language read, its SHA-256, the name and ' +
      'its own time. A version that is no longer current answers 409 CONSENT_OUTDATED.',
    body: ZSignStudyConsentRequest,
    reply: ZSignStudyConsentResponse,
  }),
  withdrawFromStudy: defineCall(r.withdrawFromStudy, {
    summary: 'Withdraws the caller from the study: no more reminders, questionnaires or program.',
    description:
      'Recorded with its time and the version last signed; the data collected so far is kept or ' +
      'erased as the researcher’s protocol says.',
    body: ZWithdrawFromStudyRequest,
    reply: ZWithdrawFromStudyResponse,
  }),
  signedConsentCopy: defineCall(r.signedConsentCopy, {
    summary: 'The caller’s signed copy of a consent version, as an HTML file.',
    params: ZConsentSignatureParams,
  }),
} satisfies CallsOf<typeof r>;
