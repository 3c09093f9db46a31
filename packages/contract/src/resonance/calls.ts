import { defineCall, type CallsOf } from '../call.ts';
import { resonanceRoutes as r } from './call-routes.ts';
import {
  ZHeartDataConsentResponse,
  ZSetHeartDataConsentRequest,
  ZSetHeartDataConsentResponse,
} from './heart-data-consent.ts';
import { ZSaveSessionBeatsRequest, ZSaveSessionBeatsResponse } from './session-beats.ts';

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
  saveSessionBeats: defineCall(r.saveSessionBeats, {
    summary: 'Stores the heart beats of one played exercise and answers their summary.',
    description:
      'Sent when the exercise ends, with an Idempotency-Key; again for the same view, it ' +
      'replaces the beats. The server corrects artefacts and computes the mean swing per ' +
      'breath, LF power, RMSSD and signal quality. 403 without the agreement to heart data ' +
      "being collected; another user's view is 404.",
    body: ZSaveSessionBeatsRequest,
    reply: ZSaveSessionBeatsResponse,
  }),
} satisfies CallsOf<typeof r>;
