import { LANGUAGES, translate, type LanguageCode } from '@resona/contract';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { ConsentSignature } from './queries.ts';

/**
 * The signed copy a participant or researcher downloads: one self-contained HTML file in the
 * language the text was read in, with the text as signed, the name typed, the date, the version
 * and the text's SHA-256 (so anyone can check the text against the stored hash).
 */
export function renderSignedCopy(signature: ConsentSignature): string {
  const language = LANGUAGES.find((l) => l.code === signature.language) ?? LANGUAGES[0];
  const lang = language.code as LanguageCode;
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    escapeHtml(translate(lang, key, values));
  const paragraphs = signature.text
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const title = t('consentCopyTitle', { version: signature.version });
  return `<!doctype html>
<html lang="${lang}" dir="${language.dir}">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}dt{font-weight:bold;margin-top:.5rem}code{word-break:break-all}</style>
</head>
<body>
<h1>${title}</h1>
${paragraphs}
<hr>
<dl>
<dt>${t('consentCopySignedBy')}</dt><dd>${escapeHtml(signature.typedName)}</dd>
<dt>${t('consentCopySignedAt')}</dt><dd>${signature.signedAt.toISOString()}</dd>
<dt>${t('consentCopyVersion')}</dt><dd>${signature.version}</dd>
<dt>${t('consentCopyHash')}</dt><dd><code>${signature.textSha256}</code></dd>
</dl>
</body>
</html>
`;
}

/** The file's name: the version and the signature's id, no name or address in it. */
export const signedCopyName = (signature: ConsentSignature) =>
  `resona-consent-v${signature.version}-${signature.id}.html`;
