/**
 * The demo backend in-process, routed the way `max dev` / `max preview` route it: the route table of
 * mock/webapi.ts handed to Umi's own mock middleware (first key whose method and path match wins),
 * with an Express-like fake request and response.
 */
import { createMockMiddleware } from '@umijs/preset-umi/dist/features/mock/createMockMiddleware';
import routes from '../../../mock/webapi';

type Handler = (req: unknown, res: unknown, next: () => void) => void;

/** Umi's `mockData`: one entry per key of the route table, in the table's order (as getMockData builds it). */
const mockData = Object.fromEntries(
  Object.entries(routes as Record<string, Handler>).map(([key, handler]) => {
    const [method, path] = key.split(/\s+/);
    return [key, { method: method.toUpperCase(), path, handler }];
  }),
);
const umiMock = createMockMiddleware({ context: { mockData } }) as unknown as Handler;

export interface Request {
  method: string;
  /** The path as sent, e.g. `/webapi/articles/100566` (already filled in). */
  path: string;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string | number>;
  /** What `res.json()` got (a JSON answer), else undefined. */
  json?: unknown;
  /** What `res.end()` got (a document or file), else undefined. */
  body?: unknown;
  /** No route took the request: Umi would pass it on to the static site (the HTML page). */
  passedOn: boolean;
}

export function send(req: Request): Answer {
  const answer: Answer = { status: 0, headers: {}, passedOn: false };
  const res = {
    get statusCode() {
      return answer.status;
    },
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.json = JSON.parse(JSON.stringify(body));
      answer.headers['content-type'] ??= 'application/json; charset=utf-8';
      return res;
    },
    setHeader(name: string, value: string | number) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    end(body?: unknown) {
      answer.body = body;
      return res;
    },
  };
  umiMock({ method: req.method, path: req.path, url: req.path, query: req.query ?? {}, headers: req.headers ?? {} }, res, () => {
    answer.passedOn = true;
  });
  return answer;
}
