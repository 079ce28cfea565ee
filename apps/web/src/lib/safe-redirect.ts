/**
 * A same-origin path to return to after sign-in. Anything else (absolute URLs, protocol-relative `//host`,
 * back-slash tricks, the sign-in page itself) goes home, so `?redirect=` cannot send users off-site.
 */
export function safeRedirect(target: string | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target.startsWith('/sign-in') ? '/' : target;
}
