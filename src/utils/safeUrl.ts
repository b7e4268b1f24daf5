/**
 * Addresses from /webapi are untrusted (issue 13): a `javascript:` or `data:text/html` URL in a
 * picture or link field must never reach the DOM. These keep what the backend may legitimately send
 * (same-site paths such as `/webapi/media/…`, http(s) addresses, inline pictures) and drop the rest.
 */

/** The address resolved as the browser would (a backslash is a slash); null when it is not one. */
function resolve(url: string): URL | null {
  try {
    return new URL(url, window.location.href);
  } catch {
    return null;
  }
}

/** A link target (attachment, download): http(s) or a same-site path; undefined otherwise. */
export function safeLinkUrl(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string' || !url.trim()) return undefined;
  const resolved = resolve(url.trim());
  return resolved && /^https?:$/.test(resolved.protocol) ? url : undefined;
}

/** A picture's source: what `safeLinkUrl` keeps, or an inline picture (`data:image/…`); undefined otherwise. */
export function safeMediaUrl(url: string | null | undefined): string | undefined {
  if (typeof url === 'string' && /^\s*data:image\//i.test(url)) return url;
  return safeLinkUrl(url);
}
