/** Envelopes, error classification and the caching headers of /webapi answers. */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, MethodNotAllowed, unavailable } from './model/errors';
import { databaseErrors } from './metrics';
import { DEFAULT_ORIGIN } from './model/feeds';
import type { ApiResponse } from '../src/types/webapi';

export const ALLOWED_METHODS = 'GET, HEAD';

export function errorBody(error: ApiError): ApiResponse<null> {
  return { success: false, data: null, errorCode: error.code, errorMessage: error.message, showType: 2 };
}

/** Weak validator of a body: the same bytes give the same tag on every instance. */
export function etagOf(body: string | Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Errors of the database driver that mean "not reachable now" (connection refused or dropped, the
 * server shutting down or starting): 503, and the next request tries again.
 */
export function isUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError "Failed query: …", the driver's error its `cause`).
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) if (isUnavailableItself(e)) return true;
  return false;
}

function isUnavailableItself(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e) return false;
  const code = e.code ?? '';
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'].includes(code)) return true;
  // SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, cannot connect now).
  if (/^08/.test(code) || /^57P0[1-3]$/.test(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED|PGlite is closed/i.test(
    e.message ?? '',
  );
}

/** The error envelope for anything thrown while answering. */
export function toApiError(error: unknown, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (isUnavailable(error)) {
    databaseErrors.inc();
    request.log.warn({ err: { message: (error as Error).message, code: (error as { code?: string }).code } }, 'database unavailable');
    return unavailable();
  }
  request.log.error({ err: error }, 'unexpected error');
  return new ApiError(500, 'INTERNAL', '服务器内部错误，请稍后重试（Internal server error; please try again later.）');
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.status === 503) reply.header('Retry-After', '5');
  const retryAfterS = (error as { retryAfterS?: number }).retryAfterS;
  if (retryAfterS !== undefined) reply.header('Retry-After', String(Math.ceil(retryAfterS)));
  if (error.status === 405) reply.header('Allow', error instanceof MethodNotAllowed ? error.allow.join(', ') : ALLOWED_METHODS);
  // The back office's answers are private to their reader; every error is never cached.
  const cache = reply.request.url.startsWith('/webapi/admin') ? 'private, no-store' : 'no-store';
  return reply.code(error.status).header('Cache-Control', cache).type('application/json; charset=utf-8').send(JSON.stringify(errorBody(error)));
}

/** An answer's bytes and validator; its compressed forms are made once, when first asked for. */
export interface Answer {
  body: string | Uint8Array;
  etag: string;
  /** Text worth compressing (JSON, feeds, pages); false for PDFs and pictures. */
  compressible?: boolean;
  /**
   * On a first visit's critical path and made once per data version (the entry page, GET /webapi/boot):
   * compressed at the encoders' best (brotli 11: /data's boot answer 15.1 → 11.4 KB, about 0.1 s per
   * 120 KB, once), where every KB is about 5 ms of a phone's first screen.
   */
  best?: boolean;
  encoded?: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';

/**
 * Brotli at quality 5 and gzip at 6: near their best ratio on JSON at a few ms per 100 KB (once per
 * answer); `best`: brotli 11 and gzip 9.
 */
const ENCODERS: Record<Encoding, (bytes: string | Uint8Array, best: boolean) => Buffer> = {
  br: (bytes, best) => zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } }),
  gzip: (bytes, best) => zlib.gzipSync(bytes, { level: best ? 9 : 6 }),
};

/** Below this, compressing saves less than its headers cost. */
const MIN_COMPRESS = 1024;

/** The encoding to send for an `Accept-Encoding` header: brotli, then gzip, if accepted with q > 0. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (!q || Number(q[1]) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * 304 when the client already has these bytes, else the body (compressed when the client accepts
 * it); with the validator and cache lifetime (`no-cache`: revalidated on every use, as an entry page). The ETag is weak, so one tag names the answer in
 * every encoding, as nginx's gzip does.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: Answer, maxAge: number | 'no-cache'): FastifyReply {
  const { etag } = answer;
  reply.header('ETag', etag).header('Cache-Control', maxAge === 'no-cache' ? maxAge : `public, max-age=${maxAge}`).header('Vary', 'Accept-Encoding');
  const inm = request.headers['if-none-match'];
  if (inm && inm.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) return reply.code(304).send();
  const encoding = answer.compressible !== false && answer.body.length >= MIN_COMPRESS ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.body);
  answer.encoded ??= {};
  const bytes = (answer.encoded[encoding] ??= ENCODERS[encoding](answer.body, answer.best === true));
  return reply.header('Content-Encoding', encoding).send(bytes);
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

type Headers = Record<string, string | string[] | undefined> | undefined;

/** First value of a request header (proxies may send a comma-separated list). */
function headerValue(headers: Headers, name: string): string | undefined {
  const raw = headers?.[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0].trim();
  return value || undefined;
}

const HOST = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** Scheme and host the visitor used (a reverse proxy's X-Forwarded-* first), for the absolute links of feeds and share pages. */
export function requestOrigin(headers: Headers, fallback = DEFAULT_ORIGIN): string {
  const host = headerValue(headers, 'x-forwarded-host') ?? headerValue(headers, 'host');
  if (!host || !HOST.test(host)) return fallback;
  const scheme = headerValue(headers, 'x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${scheme}://${host}`;
}
