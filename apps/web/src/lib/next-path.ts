import { paths } from '~/config/paths';

// The `next` parameter of /login: where a guard sent the user from, honoured only when it is a path
// of this site (an open redirect would let a phishing link bounce through our login).

/** The login address that brings the user back to `location` afterwards. */
export function loginPathWithNext(location: { pathname: string; search: string }): string {
  const next = location.pathname + location.search;
  return `${paths.login}?${new URLSearchParams({ next }).toString()}`;
}

/**
 * `raw` when it is a same-origin path ('/billing?m=3'), else null: absolute URLs, protocol-relative
 * '//host', backslash tricks ('/\\host'), control characters and /login itself (a loop) are refused.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  try {
    const base = window.location.origin;
    const url = new URL(raw, base);
    if (url.origin !== base) return null;
    if (url.pathname === paths.login || url.pathname.startsWith(`${paths.login}/`)) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
