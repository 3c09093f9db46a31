/**
 * The page to return to from a `next` parameter — after signing in, or after adding a second
 * factor in Settings, Security: only a console path of this app (never another site: no
 * `//host`, no backslash a browser reads as a slash), else null and the page goes on as usual.
 */
export function returnPath(next: string | null): string | null {
  if (!next || !/^\/admin(\/|$|\?)/i.test(next) || next.includes('\\')) return null;
  return next;
}
