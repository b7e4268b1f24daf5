/**
 * The route table around the /webapi operations: HEAD for every GET operation, and JSON answers for
 * what no operation takes (an unknown path → 404 NOT_FOUND, another method → 405 with `Allow`), so
 * nothing under /webapi falls through to the static site's HTML page.
 *
 * Umi's mock middleware (@umijs/preset-umi createMockMiddleware) tries the keys in order and answers
 * with the first whose method and path match, so the catch-alls come after every operation and
 * cannot shadow one.
 */
import { methodNotAllowed, notFound } from './errors';
import { sendError, type MockHandler } from './http';

/** What every /webapi resource accepts (the `Allow` header of a 405). */
export const ALLOWED_METHODS = 'GET, HEAD';
/** The other methods a mock key may name (Umi's VALID_METHODS). */
const OTHER_METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** `prefix` and any path below it, in the path-to-regexp 1.x syntax Umi matches keys with. */
const pathsUnder = (prefix: string): string => `${prefix}/:rest*`;

const unknownPath: MockHandler = (_req, res) => sendError(res, notFound('没有这个接口'));

const otherMethod =
  (method: string): MockHandler =>
  (_req, res) => {
    res.setHeader('Allow', ALLOWED_METHODS);
    sendError(res, methodNotAllowed(method));
  };

/**
 * `operations` (`'GET /webapi/…'` keys), each also under HEAD (Node sends no body for a HEAD
 * request), then the catch-alls of `prefix`.
 */
export function routeTable(operations: Record<string, MockHandler>, prefix = '/webapi'): Record<string, MockHandler> {
  const heads = Object.entries(operations)
    .filter(([key]) => key.startsWith('GET '))
    .map(([key, handler]) => [key.replace(/^GET /, 'HEAD '), handler] as const);
  const any = pathsUnder(prefix);
  return {
    ...operations,
    ...Object.fromEntries(heads),
    [`GET ${any}`]: unknownPath,
    [`HEAD ${any}`]: unknownPath,
    ...Object.fromEntries(OTHER_METHODS.map((method) => [`${method} ${any}`, otherMethod(method)])),
  };
}
