/** Envelopes, error classification and the caching headers of /webapi answers. */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, unavailable } from '../mock/lib/errors';
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
    request.log.warn({ err: { message: (error as Error).message, code: (error as { code?: string }).code } }, 'database unavailable');
    return unavailable();
  }
  request.log.error({ err: error }, 'unexpected error');
  return new ApiError(500, 'INTERNAL', '服务器内部错误，请稍后重试（Internal server error; please try again later.）');
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.status === 503) reply.header('Retry-After', '5');
  if (error.status === 405) reply.header('Allow', ALLOWED_METHODS);
  return reply.code(error.status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(errorBody(error)));
}

/** 304 when the client already has these bytes, else the body; with the validator and cache lifetime. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: string | Uint8Array, etag: string, maxAge: number): FastifyReply {
  reply.header('ETag', etag).header('Cache-Control', `public, max-age=${maxAge}`).header('Vary', 'Accept-Encoding');
  const inm = request.headers['if-none-match'];
  if (inm && inm.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) return reply.code(304).send();
  return reply.send(body);
}
