import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteAccess, StudyRole } from '@resona/contract';
import { AppError, forbidden, notFound, unauthorized, verifyFirst } from '../../lib/app-error.ts';
import { findSession, type SessionUser } from '../../core/session-queries.ts';
import { findMembership, studyIdOf, type StudyScope } from '../../core/study-membership.ts';
import { isStudyToken, useStudyToken, type StudyTokenCaller } from '../../core/study-tokens.ts';

/** Who may call a route: each contract call says it, registerCall sets it (decision 062). */
export type { RouteAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A study API token opens this call too (the contract's `studyToken`, decision 110). */
    studyToken?: boolean;
    /** A 'study' call's roles (the contract's `studyRoles`, decision 108). */
    studyRoles?: readonly StudyRole[];
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: number | null;
    /** When this session proved a second factor; null: it has not (issue 32). */
    secondFactorAt: Date | null;
    /** The study API token this call came with, instead of a session (decision 110). */
    studyToken: StudyTokenCaller | null;
    /** The study a 'study' call acts on and the caller's role in it (decision 108). */
    study: StudyScope | null;
  }
}

function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * The one place a bearer token is turned into a user. A token whose session is gone (signed
 * out, or its account deleted) answers USER_NOT_FOUND with status 400, which the web app
 * treats as "clear everything and go to /login" (spec §8).
 */
export default fp(
  async function authenticate(app: FastifyInstance) {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('secondFactorAt', null);
    app.decorateRequest('studyToken', null);
    app.decorateRequest('study', null);
    async function resolveUser(request: FastifyRequest) {
      const url = request.routeOptions.url;
      if (!url) return;
      // API calls are signed-in only unless they say otherwise; the web app's files are public.
      const access =
        request.routeOptions.config.access ?? (url.startsWith('/api/') ? 'user' : 'public');
      if (access === 'public') return;
      const token = bearerToken(request);
      if (!token) {
        if (access === 'optional') return;
        throw unauthorized();
      }
      const { db, sessionCache, now } = app.deps;
      if (isStudyToken(token)) {
        // A study token opens its study's data files and nothing else: anywhere else, and when
        // unknown, expired or revoked, it is refused as a token nobody knows would be.
        const studyId = studyIdOf((request.params as Record<string, unknown>).studyId);
        const caller =
          request.routeOptions.config.studyToken && studyId !== null
            ? await useStudyToken(db, token, studyId, now())
            : null;
        if (caller) {
          request.studyToken = caller;
          // Read-only and pseudonymous, whoever made it: what an analyst may take.
          request.study = { id: caller.studyId, role: 'analyst' };
        } else if (access !== 'optional') throw unauthorized();
        return;
      }
      const found = await findSession(db, sessionCache, token, now());
      if (found.status === 'valid') {
        request.user = found.user;
        request.sessionId = found.sessionId;
        request.secondFactorAt = found.secondFactorAt;
      } else if (access !== 'optional') {
        throw found.status === 'expired'
          ? new AppError('UNAUTHORIZED', 'unauthorized')
          : new AppError('USER_NOT_FOUND', 'userNotFound');
      }
      const console = access === 'admin' || access === 'study';
      if ((access === 'user' || console) && request.user && !request.user.isVerified) {
        throw verifyFirst();
      }
      if (access === 'admin' && request.user?.role !== 'admin') throw forbidden();
      // Whoever can see others' data opens the console only with a second factor used in this
      // session (issue 32); the web app sends them to add one, or to sign in with it.
      if (console && !request.secondFactorAt) {
        throw new AppError('SECOND_FACTOR_REQUIRED', 'secondFactorForConsole');
      }
      if (access === 'study' && request.user) {
        request.study = await studyOf(request, request.user.id);
      }
    }
    /**
     * The study in a call's path and the caller's role in it. Not in its team, or no such
     * study: 404, the same answer, so a member of one study learns nothing of another's ids;
     * in its team in a role the call does not name: 403.
     */
    async function studyOf(request: FastifyRequest, userId: number) {
      const studyId = studyIdOf((request.params as Record<string, unknown>).studyId);
      const scope = studyId === null ? null : await findMembership(app.deps.db, studyId, userId);
      if (!scope) throw notFound();
      if (!request.routeOptions.config.studyRoles?.includes(scope.role)) throw forbidden();
      return scope;
    }
    // A route-level hook appended after the rate limiter's, so a flood of made-up tokens is
    // limited before it costs a database lookup each.
    app.addHook('onRoute', (route) => {
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...existing, resolveUser];
    });
  },
  { name: 'authenticate', dependencies: ['deps'] },
);
