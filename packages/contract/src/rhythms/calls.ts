import { defineCall } from '../call.ts';
import { rhythmRoutes as r } from './call-routes.ts';
import {
  ZDeleteRhythmRequest,
  ZReorderRhythmsRequest,
  ZRhythmListResponse,
  ZSaveRhythmRequest,
  ZSaveRhythmResponse,
} from './rhythm-calls.ts';

export const rhythmCalls = {
  rhythms: defineCall(r.rhythms, {
    summary: "The caller's own rhythms, in their order.",
    reply: ZRhythmListResponse,
  }),
  saveRhythm: defineCall(r.saveRhythm, {
    summary: 'Makes a rhythm, or changes the name and breath of one of the caller’s.',
    description:
      'A rhythm is one breath — four phases in seconds, or a pace with an inhale:exhale ratio ' +
      'and holds — and may ease down from a faster pace over its first minutes.',
    body: ZSaveRhythmRequest,
    reply: ZSaveRhythmResponse,
  }),
  deleteRhythm: defineCall(r.deleteRhythm, {
    summary: 'Deletes one of the caller’s rhythms.',
    body: ZDeleteRhythmRequest,
    reply: ZRhythmListResponse,
  }),
  reorderRhythms: defineCall(r.reorderRhythms, {
    summary: 'Puts the caller’s rhythms in a new order.',
    body: ZReorderRhythmsRequest,
    reply: ZRhythmListResponse,
  }),
};
