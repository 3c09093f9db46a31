/**
 * The page to return to after signing in, from the sign-in page's `next`: only a console path
 * of this app (never another site), else null and the usual post-login routing applies.
 */
export function returnPath(next: string | null): string | null {
  if (!next || !/^\/admin(\/|$|\?)/i.test(next) || next.includes('\\')) return null;
  return next;
}
