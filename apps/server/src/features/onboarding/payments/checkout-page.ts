import { translate, type LanguageCode } from '@resona/contract';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const button =
  'padding:0.75rem 1.5rem;border-radius:0.5rem;border:1px solid #2d5a4a;font-size:1rem;cursor:pointer';

/**
 * The sandbox's approve/cancel page. Server-rendered, plain forms and no script at all: the
 * CSP forbids inline script, and a checkout needs none.
 */
export function renderCheckoutPage(input: {
  lang: LanguageCode;
  dir: 'ltr' | 'rtl';
  planName: string;
  price: string;
  interval: 'month' | 'year';
  actionBase: string | null;
}) {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string>) =>
    escape(translate(input.lang, key, values));
  const priceLine = t(input.interval === 'month' ? 'pricePerMonth' : 'pricePerYear', {
    price: input.price,
  });
  const actions = input.actionBase
    ? `<div style="display:flex;gap:1rem;margin-top:1.5rem">
  <form method="post" action="${escape(input.actionBase)}/approve"><input type="hidden" name="confirm" value="1"><button type="submit" style="${button};background:#2d5a4a;color:#fff">${t('sandboxApprove')}</button></form>
  <form method="post" action="${escape(input.actionBase)}/cancel"><input type="hidden" name="confirm" value="1"><button type="submit" style="${button};background:#fff;color:#2d5a4a">${t('sandboxCancel')}</button></form>
</div>`
    : `<p>${t('sandboxCheckoutClosed')}</p>`;
  return `<!doctype html>
<html lang="${input.lang}" dir="${input.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('sandboxCheckoutTitle')}</title></head>
<body style="font-family:system-ui,sans-serif;background:#f4f7f6;color:#1c2b26;margin:0;padding:2rem">
<main style="max-width:28rem;margin:0 auto;background:#fff;border-radius:1rem;padding:2rem;box-shadow:0 2px 12px rgba(0,0,0,0.08)">
<h1 style="font-size:1.4rem;margin-top:0">${t('sandboxCheckoutTitle')}</h1>
<p style="color:#5b6b66">${t('sandboxCheckoutNote')}</p>
<h2 style="font-size:1.2rem">${escape(input.planName)}</h2>
<p style="font-size:1.1rem">${priceLine}</p>
${actions}
</main>
</body>
</html>`;
}
