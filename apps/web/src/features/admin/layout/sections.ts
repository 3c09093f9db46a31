import type { StudyRole } from '@resona/contract';

/** Who may open a section: a study's roles, or the site administrator (issue 33). */
type Opens = readonly StudyRole[] | 'site';

const RUNS = ['owner', 'researcher'] as const;
const READS = [...RUNS, 'monitor'] as const;
const TAKES_DATA = [...RUNS, 'analyst'] as const;

/**
 * The console's sections in their order, and who sees each: the roles the server lets make its
 * calls (decision 108), so nobody is shown a screen that would answer 403.
 */
export const SECTIONS = [
  ['/admin', 'overview', READS],
  ['/admin/codes', 'codes', RUNS],
  ['/admin/cohorts', 'cohorts', RUNS],
  ['/admin/arms', 'arms', RUNS],
  ['/admin/programs', 'programs', RUNS],
  ['/admin/broadcasts', 'broadcasts', RUNS],
  ['/admin/surveys', 'surveys', RUNS],
  ['/admin/schedules', 'schedules', RUNS],
  ['/admin/export', 'export', TAKES_DATA],
  ['/admin/consent', 'consent', RUNS],
  ['/admin/audit-log', 'auditLog', READS],
  ['/admin/team', 'team', ['owner']],
  ['/admin/studies', 'studies', 'site'],
  ['/admin/early-access', 'earlyAccess', 'site'],
  ['/admin/security-events', 'securityEvents', 'site'],
  ['/admin/site-audit-log', 'siteAuditLog', 'site'],
] as const satisfies readonly (readonly [string, string, Opens])[];

export type Section = (typeof SECTIONS)[number];

/** The sections a person sees: by their role in the study shown, and the site's if theirs. */
export function sectionsFor(role: StudyRole | undefined, siteAdmin: boolean): Section[] {
  return SECTIONS.filter(([, , opens]) =>
    opens === 'site'
      ? siteAdmin
      : role !== undefined && (opens as readonly string[]).includes(role),
  );
}
