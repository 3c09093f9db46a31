import { defineCall } from '../call.ts';
import { sessionRoutes as r } from './call-routes.ts';
import { ZDefaultSelectionResponse, ZGetDefaultRequest } from './default-selection.ts';
import { ZSearchRequest, ZSearchResponse } from './search.ts';

/**
 * The two reads the design screen (/home) makes as it opens, in a module of their own: the web
 * app builds their schemas when their replies come, and only theirs, not those of every session
 * call (feedback, history, favourites), which took a long task before a person could choose a
 * goal (issue 34). `sessionCalls` includes them.
 */
export const designCalls = {
  exerciseSearch: defineCall(r.exerciseSearch, {
    summary: 'Finds the session that matches a chosen pace, duration, theme and narration.',
    query: ZSearchRequest,
    reply: ZSearchResponse,
  }),
  exerciseGetDefault: defineCall(r.exerciseGetDefault, {
    summary: "The caller's default session design, or the app's when there is none.",

    query: ZGetDefaultRequest,
    reply: ZDefaultSelectionResponse,
  }),
};
