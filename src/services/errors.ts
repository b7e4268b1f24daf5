/**
 * One error type for everything that can go wrong talking to /webapi, so pages need a single
 * check (`isNotFound`) and a single message (`error.message`) whatever failed underneath.
 *
 * Failures below the envelope are axios errors: Umi's request plugin runs on axios. They are
 * recognised by the marks axios itself checks (`isAxiosError`, `__CANCEL__`), not through axios's
 * helpers: importing axios here would put it back into umi.js, which the request layer left for a
 * chunk of its own (src/services/client.ts).
 */
import type { AxiosError } from 'axios';

export type ApiErrorKind = 'business' | 'http' | 'network' | 'malformed';

/** The server has no site yet (`SITE_NOT_SET_UP`): the portal says so; the back office sets one up. */
export const SITE_NOT_SET_UP = 'SITE_NOT_SET_UP';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: string;
  /** Umi Max show type from the envelope: 0 means the backend asked for silence. */
  readonly showType?: number;

  constructor(kind: ApiErrorKind, message: string, extra: { status?: number; code?: string; showType?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = extra.status;
    this.code = extra.code;
    this.showType = extra.showType;
  }
}

interface EnvelopeLike {
  errorCode?: unknown;
  errorMessage?: unknown;
  showType?: unknown;
}

function envelopeOf(value: unknown): EnvelopeLike | undefined {
  return value && typeof value === 'object' ? (value as EnvelopeLike) : undefined;
}

/** Error for an answer whose body says `success: false`. */
export function businessError(body: unknown, status?: number): ApiError {
  const env = envelopeOf(body);
  return new ApiError('business', typeof env?.errorMessage === 'string' ? env.errorMessage : '', {
    status,
    code: typeof env?.errorCode === 'string' ? env.errorCode : undefined,
    showType: typeof env?.showType === 'number' ? env.showType : undefined,
  });
}

// axios 0.27's own tests (lib/cancel/isCancel.js, lib/helpers/isAxiosError.js).
const isCancel = (error: unknown) => !!(error as { __CANCEL__?: unknown } | null)?.__CANCEL__;
const isAxiosError = (error: unknown): error is AxiosError<unknown> =>
  !!error && typeof error === 'object' && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** Turn whatever the request layer threw (axios error, ApiError, anything) into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // An aborted request (a page left, a superseded search): not a failure to show.
  if (isCancel(error)) return new ApiError('network', '', { code: 'CANCELED' });
  if (!isAxiosError(error)) return new ApiError('network', '');
  const { response } = error;
  // No response (or status 0, what some XHR stacks report for a connection that never
  // answered): the network failed.
  if (!response?.status) return new ApiError('network', '');
  const { status, data } = response;
  const env = envelopeOf(data);
  if (env && (typeof env.errorCode === 'string' || typeof env.errorMessage === 'string')) {
    const err = businessError(data, status);
    return new ApiError('http', err.message, { status, code: err.code, showType: err.showType });
  }
  return new ApiError('http', '', { status });
}

export function isNotFound(error: unknown): boolean {
  const e = error instanceof ApiError ? error : undefined;
  return !!e && (e.status === 404 || e.code === 'NOT_FOUND');
}
