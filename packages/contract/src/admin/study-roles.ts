/**
 * The roles of a study's team (issue 33, decision 108). Each study-level console call names the
 * roles that may make it; a member of the study in another role is answered 403, anyone else
 * 404, as if the study did not exist.
 */
export const STUDY_ROLES = ['owner', 'researcher', 'analyst', 'monitor'] as const;
export type StudyRole = (typeof STUDY_ROLES)[number];

/** Who runs the study: codes, cohorts, consent, arms, programs, questionnaires, broadcasts. */
export const RUNS_STUDY = ['owner', 'researcher'] as const satisfies readonly StudyRole[];
/** Who reads the study's figures and trail: those who run it, and its monitor (read only). */
export const READS_STUDY = [...RUNS_STUDY, 'monitor'] as const satisfies readonly StudyRole[];
/** Who takes the study's data files: those who run it, and its analyst (pseudonymous only). */
export const TAKES_STUDY_DATA = [...RUNS_STUDY, 'analyst'] as const satisfies readonly StudyRole[];
/** Who manages the team and the study's own settings. */
export const OWNS_STUDY = ['owner'] as const satisfies readonly StudyRole[];

/**
 * The study that holds the data of the days of one study per server: the console shows it until
 * another is chosen.
 */
export const FIRST_STUDY_ID = 1;

/** The start of every study-level console path: the study it acts on, named in the path. */
export const STUDY_PATH = '/api/v1/admin/studies/:studyId';
