import { INVITATION_DAYS, languageById, translate, type StudyRole } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import type { Mail } from '../../../core/mailer.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';

const ROLE_KEYS = {
  owner: 'studyRoleOwner',
  researcher: 'studyRoleResearcher',
  analyst: 'studyRoleAnalyst',
  monitor: 'studyRoleMonitor',
} as const;

export interface InvitationMailInput {
  to: string;
  token: string;
  study: string;
  role: StudyRole;
  /** Who sent it: the owner, or the site administrator naming a study's first owner. */
  sender: string;
  languageId: number;
}

/**
 * The invitation to a study's team, in the language the sender chose for the invitee (else
 * the sender's own). It links to the console's join page at PUBLIC_URL, never the request's
 * Host; addresses passed the e-mail pattern, so no line break reaches a header.
 */
export function teamInvitationMail(deps: Deps, input: InvitationMailInput): Mail {
  const lang = languageById(input.languageId);
  const role = translate(lang.code, ROLE_KEYS[input.role]);
  const values = { email: input.sender, study: input.study, role, days: INVITATION_DAYS };
  const say = (key: Parameters<typeof translate>[1]) => translate(lang.code, key, values);
  const link = `${deps.config.publicUrl}/admin/join?token=${input.token}`;
  const body = say('mailStudyInviteBody');
  const why = say('mailStudyInviteWhy');
  const signature = say('mailSignature');
  return {
    to: input.to,
    subject: say('mailStudyInviteSubject'),
    text: `${body}\n\n${link}\n\n${why}\n\n${signature}\n`,
    html:
      `<!doctype html><html lang="${lang.code}" dir="${lang.dir}"><body>` +
      `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>${escapeHtml(why)}</p><p>${escapeHtml(signature)}</p></body></html>`,
  };
}
