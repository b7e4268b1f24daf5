/**
 * The unit tests' stand-in for the HTTP layer: answer functions of mock/lib called as requests on
 * the generator's dataset (the real server, server/app.ts, is tested over HTTP in tests/server).
 * Only the few request/response members the tests use are typed here.
 */
import type { ApiResponse } from '../../../src/types/webapi';
import type { Params } from '../../../server/model/answers';
import { getDataset } from '../../../mock/lib/dataset';
import { ApiError, unknownSite } from '../../../server/model/errors';
import { SVG_CONTENT_TYPE } from '../../../mock/lib/media';
import { queryString, type Query } from '../../../server/model/params';
import { DEFAULT_SITE_CODE } from '../../../mock/lib/site';
import type { Dataset, PdfFile } from '../../../server/model/types';
import { contentDisposition, errorBody, requestOrigin } from '../../../server/http';

export interface MockRequest {
  query?: Query;
  params?: Params;
  /** Lower-case names, as Node gives them. */
  headers?: Record<string, string | string[] | undefined>;
}

export interface MockResponse {
  status(code: number): MockResponse;
  json(body: unknown): unknown;
  setHeader(name: string, value: string | number): unknown;
  end(body?: unknown): unknown;
}

/** Answers at once, or (an operation that reads asynchronously) when its promise settles. */
export type MockHandler = (req: MockRequest, res: MockResponse) => void | Promise<void>;

export function sendError(res: MockResponse, error: unknown): void {
  if (error instanceof ApiError) {
    res.status(error.status).json(errorBody(error));
    return;
  }
  // eslint-disable-next-line no-console
  console.error('[mock /webapi]', error);
  res.status(500).json({ success: false, data: null, errorCode: 'INTERNAL', errorMessage: '服务器内部错误，请稍后重试', showType: 2 } satisfies ApiResponse<null>);
}

/**
 * Answers a request with `send` when it is for a site this backend serves (UNKNOWN_SITE otherwise);
 * whatever goes wrong, at once or later, becomes an error envelope.
 */
function serve(req: MockRequest, res: MockResponse, send: () => void | Promise<void>): void | Promise<void> {
  try {
    const siteCode = queryString(req.query, 'siteCode') ?? DEFAULT_SITE_CODE;
    if (siteCode !== DEFAULT_SITE_CODE) throw unknownSite(siteCode);
    const pending = send();
    if (pending) return pending.catch((error: unknown) => sendError(res, error));
  } catch (error) {
    sendError(res, error);
  }
}

/** A JSON route: `{ success: true, data }` with HTTP 200, or an error envelope; an answer that is a promise is sent when it settles. */
export function jsonRoute<T>(answer: (ds: Dataset, query: Query, params: Params) => T | Promise<T>, dataset: () => Dataset = getDataset): MockHandler {
  return (req, res) =>
    serve(req, res, () => {
      const send = (data: T) => {
        res.status(200).json({ success: true, data } satisfies ApiResponse<T>);
      };
      const data = answer(dataset(), req.query ?? {}, req.params ?? {});
      if (data instanceof Promise) return data.then(send);
      send(data);
    });
}

/**
 * A PDF download route; the file is rendered on its first request (synchronously, see mock/lib/pdf.ts).
 * Sent as an attachment: the site's Content-Security-Policy (`object-src 'none'`) may keep Chrome's
 * viewer from showing it inline (docs/deployment.md).
 */
export function pdfRoute(answer: (ds: Dataset, params: Params) => PdfFile, dataset: () => Dataset = getDataset): MockHandler {
  return (req, res) =>
    serve(req, res, () => {
      const file = answer(dataset(), req.params ?? {});
      const { bytes } = file.rendered();
      res.status(200);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Length', bytes.length);
      res.setHeader('Content-Disposition', contentDisposition('attachment', file.name, file.title));
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.end(bytes);
    });
}

export interface TextType {
  /** e.g. `application/rss+xml; charset=utf-8` */
  contentType: string;
  /** Name a saved copy gets. */
  filename?: string;
}

/** A text document route (RSS, iCalendar): the answer gets the site's origin for its absolute links. */
export function textRoute(type: TextType, answer: (ds: Dataset, params: Params, origin: string) => string, dataset: () => Dataset = getDataset): MockHandler {
  return (req, res) =>
    serve(req, res, () => {
      const body = answer(dataset(), req.params ?? {}, requestOrigin(req.headers));
      res.status(200);
      res.setHeader('Content-Type', type.contentType);
      if (type.filename) res.setHeader('Content-Disposition', contentDisposition('inline', type.filename));
      // The dataset changes at most once a day; feed readers poll.
      res.setHeader('Cache-Control', 'public, max-age=600');
      res.end(body);
    });
}

/**
 * A generated picture (SVG document): served as an image, cached for a day (the pictures of an id
 * never change), and never sniffed as anything else. Errors are JSON envelopes like every route's.
 */
export function svgRoute(answer: (ds: Dataset, params: Params) => string, dataset: () => Dataset = getDataset): MockHandler {
  return (req, res) =>
    serve(req, res, () => {
      const body = answer(dataset(), req.params ?? {});
      res.status(200);
      res.setHeader('Content-Type', SVG_CONTENT_TYPE);
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(body);
    });
}
