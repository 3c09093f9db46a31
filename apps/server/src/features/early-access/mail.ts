import { languageById, translate } from '@resona/contract';
import type { Mail } from '../../core/mailer.ts';
import type { Deps } from '../../deps.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/**
 * The confirmation that an address was kept, in the language of the request that left it. It
 * says why it arrived (someone typed the address on the website) and that nothing follows but
 * the one mail when Resona opens.
 */
export function earlyAccessMail(deps: Deps, to: string, languageId: number): Mail {
  const lang = languageById(languageId);
  const say = (key: Parameters<typeof translate>[1]) => translate(lang.code, key);
  const site = deps.config.publicUrl;
  const [body, why, signature] = [
    say('mailEarlyAccessBody'),
    say('mailEarlyAccessWhy'),
    say('mailSignature'),
  ];
  return {
    to,
    subject: say('mailEarlyAccessSubject'),
    text: `${body}\n\n${why}\n\n${signature}\n${site}\n`,
    html:
      `<!doctype html><html lang="${lang.code}" dir="${lang.dir}"><body>` +
      `<p>${escapeHtml(body)}</p><p>${escapeHtml(why)}</p>` +
      `<p>${escapeHtml(signature)}<br><a href="${escapeHtml(site)}">${escapeHtml(site)}</a></p>` +
      `</body></html>`,
  };
}
