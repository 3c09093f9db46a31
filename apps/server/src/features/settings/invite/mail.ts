import { languageById, translate } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import type { Mail } from '../../../core/mailer.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The invitation to a friend, in the SENDER's language (the sender chose the words; we know
 * nothing of the friend). It says who sent it and why it arrived, and links to sign-up at
 * PUBLIC_URL, never at the request's Host. Addresses passed the e-mail pattern, so no line
 * break can reach a header.
 */
export function invitationMail(deps: Deps, to: string, sender: string, languageId: number): Mail {
  const lang = languageById(languageId);
  const say = (key: Parameters<typeof translate>[1]) =>
    translate(lang.code, key, { email: sender });
  const link = `${deps.config.publicUrl}/signup`;
  const body = say('mailInviteBody');
  const why = say('mailInviteWhy');
  const signature = say('mailSignature');
  return {
    to,
    subject: say('mailInviteSubject'),
    text: `${body}\n\n${link}\n\n${why}\n\n${signature}\n`,
    html:
      `<!doctype html><html lang="${lang.code}" dir="${lang.dir}"><body>` +
      `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>${escapeHtml(why)}</p><p>${escapeHtml(signature)}</p></body></html>`,
  };
}
