/**
 * The headers of docs/nginx.conf for the built site, so `npm start` serves it as the recommended
 * deployment does (tests/unit/server/static.test.ts keeps the two equal).
 */
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Content-hashed file names (Umi's `[name].[hash8].js`, `static/…​.[hash8].ext`): never change, cached for a year. */
const HASHED = /(\.[0-9a-f]{8}(\.async|\.chunk)?\.(js|css)|^static\/.+\.[0-9a-f]{8}\.[a-z0-9]+)$/i;
/** Entry documents: revalidated on every visit so a redeploy shows at once. */
const ENTRY = /^(index\.html|datashow\/(index\.html|sw\.js)?)$/;

/** Headers of a file of dist/ (`relPath` relative to dist/, forward slashes). */
export function staticHeaders(relPath: string): Record<string, string> {
  const rel = relPath.split('\\').join('/');
  const cache = ENTRY.test(rel) ? 'no-cache' : HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
  return { ...SECURITY_HEADERS, 'Cache-Control': cache };
}
