// The researcher console, one chunk of its own: the router loads it only under /admin, so the
// sign-in page and the participant screens never download it.
export { AccessCodesPage } from '../access-codes/access-codes-page.tsx';
export { ArmsPage } from '../arms/arms-page.tsx';
export { AuditLogPage, SiteAuditLogPage } from '../audit-log/audit-log-page.tsx';
export { SecurityEventsPage } from '../security-events/security-events-page.tsx';
export { BroadcastsPage } from '../broadcasts/broadcasts-page.tsx';
export { CohortsPage } from '../cohorts/cohorts-page.tsx';
export { ConsentAdminPage } from '../consent/consent-admin-page.tsx';
export { EarlyAccessPage } from '../early-access/early-access-page.tsx';
export { ExportPage } from '../export/export-page.tsx';
export { AdminLayout } from '../layout/admin-layout.tsx';
export { OverviewPage } from '../overview/overview-page.tsx';
export { ProgramsPage } from '../programs/programs-page.tsx';
export { QuestionnaireSchedulesPage } from '../questionnaire-schedules/questionnaire-schedules-page.tsx';
export { StudySurveysPage } from '../study-surveys/study-surveys-page.tsx';
export { JoinStudyPage } from '../join/join-page.tsx';
export { StudiesPage } from '../studies/studies-page.tsx';
export { TeamPage } from '../team/team-page.tsx';
