/**
 * A request of the contract tests to the real server (tests/server/support/server.ts starts it): the
 * path as a browser sends it, the query with repeated keys for arrays, the whole answer read.
 */
import { request, type Answer } from '../support/server';

export type { Answer };

export interface Request {
  method: string;
  /** The path as sent, e.g. `/webapi/articles/100566` (already filled in). */
  path: string;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
}

/** `/webapi/x?a=1&b=2&b=3` */
export function urlOf(req: Pick<Request, 'path' | 'query'>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(req.query ?? {})) for (const v of Array.isArray(value) ? value : [value]) search.append(name, v);
  const qs = search.toString();
  return qs ? `${req.path}?${qs}` : req.path;
}

export function send(baseURL: string, req: Request): Promise<Answer> {
  return request(baseURL, urlOf(req), { method: req.method, headers: req.headers });
}
