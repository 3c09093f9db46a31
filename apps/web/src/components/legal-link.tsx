import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLegalHref, type LegalPage } from '../lib/content-urls.ts';

/**
 * A link to the Terms or the Privacy notice: the app's own page, or the external page the
 * server names (TERMS_URL / PRIVACY_URL), which opens beside the app rather than instead of it.
 * `newTab` opens even the app's own page beside the current one (the sign-up form keeps its input).
 */
export function LegalLink({
  page,
  newTab = false,
  children,
}: {
  page: LegalPage;
  newTab?: boolean;
  children?: ReactNode;
}) {
  const href = useLegalHref(page);
  if (href.startsWith('/') && !newTab) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
