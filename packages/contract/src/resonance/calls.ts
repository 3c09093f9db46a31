import { defineCall, type CallsOf } from '../call.ts';
import { resonanceRoutes as r } from './call-routes.ts';
import {
  ZHeartDataConsentResponse,
  ZSetHeartDataConsentRequest,
  ZSetHeartDataConsentResponse,
} from './heart-data-consent.ts';

export const resonanceCalls = {
  heartDataConsent: defineCall(r.heartDataConsent, {
    summary: 'When the caller agreed to heart data being collected, or null.',
    reply: ZHeartDataConsentResponse,
  }),
  setHeartDataConsent: defineCall(r.setHeartDataConsent, {
    summary: 'Records (1) or withdraws (0) the caller’s agreement to heart data being collected.',
    description:
      'Heart data is health data: the resonance assessment reads heart beats only after this ' +
      'agreement, which is stored with its time and deleted with the account.',
    body: ZSetHeartDataConsentRequest,
    reply: ZSetHeartDataConsentResponse,
  }),
} satisfies CallsOf<typeof r>;
