/**
 * Glue between Umi's (Express-like) mock handlers and the API functions: the site check, the
 * envelope, error answers, the PDF download, text documents (feeds) and generated SVG pictures.
 * Only the few request/response members we use are typed here.
 */
import type { ApiResponse } from '../../src/types/webapi';
import type { Params } from './api';
import { getDataset } from './dataset';
import { ApiError } from './errors';
import { DEFAULT_ORIGIN } from './feeds';
import { SVG_CONTENT_TYPE } from './media';
import type { Query } from './params';
import { requestedSiteCode } from './site';
import type { Dataset, PdfFile } from './types';

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

export type MockHandler = (req: MockRequest, res: MockResponse) => void;

/** Envelope of an error answer. */
export function errorBody(error: ApiError): ApiResponse<null> {
  return { success: false, data: null, errorCode: error.code, errorMessage: error.message, showType: 2 };
}

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
 * whatever goes wrong becomes an error envelope.
 */
function serve(req: MockRequest, res: MockResponse, send: () => void): void {
  try {
    requestedSiteCode(req.query);
    send();
  } catch (error) {
    sendError(res, error);
  }
}

/** A JSON route: `{ success: true, data }` with HTTP 200, or an error envelope. */
export function jsonRoute<T>(answer: (ds: Dataset, query: Query, params: Params) => T, dataset: () => Dataset = getDataset): MockHandler {
  return (req, res) =>
    serve(req, res, () => {
      const data = answer(dataset(), req.query ?? {}, req.params ?? {});
      res.status(200).json({ success: true, data } satisfies ApiResponse<T>);
    });
}

/** RFC 5987 `ext-value` text: UTF-8 percent-encoded, only `attr-char`s left as they are. */
const rfc5987 = (text: string): string => encodeURIComponent(text).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="qx-report-1.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf` (RFC 6266): every
 * browser saves the file under `name` (`filename*` wins), a client that only knows `filename` under
 * the ASCII `fallback`.
 */
export function contentDisposition(type: 'attachment' | 'inline', fallback: string, name = fallback): string {
  const ascii = fallback.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return name === ascii ? `${type}; filename="${ascii}"` : `${type}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
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

/** First value of a request header (proxies may send a comma-separated list). */
function headerValue(req: MockRequest, name: string): string | undefined {
  const raw = req.headers?.[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0].trim();
  return value || undefined;
}

const HOST = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** Scheme and host the visitor used (a reverse proxy's X-Forwarded-* first), for the absolute links of feeds. */
export function requestOrigin(req: MockRequest, fallback = DEFAULT_ORIGIN): string {
  const host = headerValue(req, 'x-forwarded-host') ?? headerValue(req, 'host');
  if (!host || !HOST.test(host)) return fallback;
  const scheme = headerValue(req, 'x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${scheme}://${host}`;
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
      const body = answer(dataset(), req.params ?? {}, requestOrigin(req));
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
