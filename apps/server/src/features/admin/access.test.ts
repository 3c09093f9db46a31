import { describe, expect, it } from 'vitest';
import { API, apiPath } from '@resona/contract';
import { createTestApp } from '../../test/app.ts';
import { errorOf } from '../../test/http.ts';
import { call, signInAdmin, signInParticipant } from './test-helpers.ts';

const { app, db, clock } = await createTestApp();

/** Every call of the console, with a valid-looking body so only the role decides. */
const CALLS: ['GET' | 'POST', string, unknown?][] = [
  ['GET', API.adminOverview],
  ['GET', API.adminAccessCodes],
  ['POST', API.adminAccessCodes, { count: 1, use_limit: 1 }],
  ['POST', apiPath(API.adminAccessCodeRevoke, { id: 1 })],
  ['GET', API.adminAccessCodesExport],
  ['GET', API.adminCohorts],
  ['POST', API.adminCohorts, { name: 'X' }],
  ['GET', apiPath(API.adminCohortMembers, { id: 1 })],
  ['POST', API.adminSignOutParticipant, { user_id: 1 }],
  ['GET', API.adminSecurityEvents],
  // Invalid filters: the role is checked before any validation.
  ['GET', `${API.adminSiteAuditLog}?from=2026-02-02&to=2026-01-01`],
  ['GET', `${API.adminSiteAuditLogExport}?actor_id=x`],
  ['GET', `${apiPath(API.adminSiteCodebook, { name: 'nope' })}?format=pdf`],
  ['GET', API.adminPlans],
  ['GET', API.adminStudyPlans],
  ['POST', apiPath(API.adminPlanWhitelist, { id: 1 }), { emails: 'a@example.com' }],
  ['POST', apiPath(API.adminPlanWhitelistRemove, { id: 1 }), { email: 'a@example.com' }],
  ['GET', API.adminExercises],
  ['GET', API.adminPrograms],
  ['POST', API.adminPrograms, { title: 'P', cohort_id: 1, items: [] }],
  ['GET', apiPath(API.adminProgramProgress, { id: 1 })],
  ['GET', API.adminStudySurveys],
  ['POST', apiPath(API.adminStudySurvey, { kind: 'pre' }), {}],
  ['POST', apiPath(API.adminStudySurveyLinks, { kind: 'pre' }), { emails: 'a@example.com' }],
  ['GET', apiPath(API.adminExport, { kind: 'participants' })],
  ['POST', API.adminBroadcasts, { title: 'T', body: 'B' }],
  ['GET', API.adminSentBroadcasts],
  // Invalid filters: the role is checked before any validation.
  ['GET', `${API.adminAuditLog}?from=2026-02-02&to=2026-01-01&action=nope`],
  ['GET', `${API.adminAuditLogExport}?actor_id=x`],
  ['GET', API.adminQuestionnaireSchedules],
  // An invalid schedule: the role is checked before any validation.
  ['POST', apiPath(API.adminQuestionnaireSchedule, { kind: 'pre' }), { mode: 'never' }],
  ['GET', API.adminQuestionnaireSchedulesExport],
  ['GET', API.adminConsent],
  // Invalid bodies: the role is checked before any validation.
  ['POST', API.adminConsentDraft, { language: 'xx', text: '' }],
  ['POST', API.adminConsentPublish],
  ['POST', API.adminConsentProtocol, { withdrawal_data: 'shred' }],
  ['GET', API.adminConsentParticipants],
  ['GET', apiPath(API.adminConsentSignature, { id: 1 })],
  ['GET', apiPath(API.adminConsentSignature, { id: 'x' as unknown as number })],
  ['GET', API.adminEarlyAccess],
  ['GET', API.adminApiTokens],
  ['POST', API.adminApiTokens, { name: 'Nightly pull' }],
  ['POST', apiPath(API.adminApiTokenRevoke, { id: 1 })],
  ['GET', API.adminArms],
  // Invalid bodies: a participant hears 403, never which field was wrong.
  ['POST', API.adminArms, { weight: 99 }],
  ['POST', API.adminRandomisation, { method: 'coin' }],
  ['POST', API.adminAllocationTable, { csv: '' }],
  ['GET', API.adminAllocationsExport],
  ['GET', API.adminEarlyAccessExport],
  ['GET', `${apiPath(API.adminCodebook, { name: 'nope' })}?format=pdf`],
  ['GET', `${apiPath(API.adminRedcap, { file: 'nope' })}?from=2026-02-02&to=2026-01-01`],
  ['GET', API.adminSafety],
  // Invalid bodies: the role is checked before any validation.
  ['POST', API.adminSafetyContacts, { name: '', email: 'nope', language: 'xx' }],
  ['POST', apiPath(API.adminSafetyContactRemove, { id: 1 })],
  ['POST', API.adminSafetyHelpTexts, { help_texts: { xx: 'Help' } }],
  ['GET', API.adminStudies],
  // Invalid bodies: the role is checked before any validation.
  ['POST', API.adminStudies, { name: '', owner_email: 'nope' }],
  ['POST', API.adminStudyOwners, { email: 'a@example.com' }],
  ['GET', API.adminTeam],
  ['POST', API.adminTeamInvitations, { email: 'nope', role: 'boss' }],
  ['POST', apiPath(API.adminTeamInvitationRevoke, { id: 1 })],
  ['POST', apiPath(API.adminTeamMemberRole, { id: 1 }), { role: 'monitor' }],
  ['POST', apiPath(API.adminTeamMemberRemove, { id: 1 })],
  ['POST', API.adminStudySettings, { name: 'Mine', status: 'closed' }],
];

/** The site administrator's calls about studies: a participant is refused (403), not lost. */
const SITE_CALLS: string[] = [API.adminStudies, API.adminStudyOwners];

describe('the researcher console refuses everyone outside its team', () => {
  it('covers every admin path of the contract', () => {
    const adminPaths = Object.entries(API)
      .filter(([name]) => name.startsWith('admin'))
      .map(([, path]) => path);
    const called = new Set(
      CALLS.map(([, url]) =>
        url.replace(/\?.*$/, '').replace(/\/\d+|\/x$|\/pre|(?<=export)\/participants|\/nope/g, ''),
      ),
    );
    for (const path of adminPaths) {
      expect(called, path).toContain(path.replace(/\/:(id|kind|name|file)/g, ''));
    }
  });

  it.each(CALLS)(
    '%s %s: 401 signed out; 404 outside the study, 403 for a participant on the site’s',
    async (method, url, body) => {
      expect(errorOf(await call(app, method, url, {}, body))).toMatchObject({
        status: 401,
        type: 'UNAUTHORIZED',
      });
      const participant = await signInParticipant(db, clock.now(), { secondFactor: true });
      // A study's call: anyone outside its team is answered as if the study did not exist.
      expect(errorOf(await call(app, method, url, participant.auth, body))).toMatchObject(
        url.includes('/studies/') && !SITE_CALLS.includes(url)
          ? { status: 404, type: 'NOT_FOUND' }
          : { status: 403, type: 'FORBIDDEN', message: 'You do not have access to this' },
      );
    },
  );

  it('lets a site administrator in, and refuses a role revoked from the command line once it is announced', async () => {
    const admin = await signInAdmin(db, clock.now());
    expect((await call(app, 'GET', API.adminEarlyAccess, admin.auth)).statusCode).toBe(200);
    const { runAdminCommand } = await import('../../cli/admin-role.ts');
    await runAdminCommand(db, { command: 'revoke', email: admin.user.email });
    // The script is another process: the server hears of the change through LISTEN/NOTIFY
    // (decision 064; core/session-changes.test.ts holds that to 100 ms), not at once.
    const revokedAt = performance.now();
    let status = 200;
    while (status === 200 && performance.now() - revokedAt < 2000) {
      status = (await call(app, 'GET', API.adminEarlyAccess, admin.auth)).statusCode;
    }
    expect(status).toBe(403);
    // The site's role is not a study's: the first study's owner still runs it.
    expect((await call(app, 'GET', API.adminOverview, admin.auth)).statusCode).toBe(200);
  });
});
