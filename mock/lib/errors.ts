/** Errors the API functions throw; the route wrapper turns them into error envelopes. */
import type { ApiErrorCode } from '../../src/types/webapi';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;

  constructor(status: number, code: ApiErrorCode, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const notFound = (message: string): ApiError => new ApiError(404, 'NOT_FOUND', message);
export const badRequest = (message: string): ApiError => new ApiError(400, 'BAD_REQUEST', message);
export const unknownSite = (siteCode: string): ApiError => new ApiError(404, 'UNKNOWN_SITE', `未知站点 ${siteCode}`);
export const methodNotAllowed = (method: string): ApiError => new ApiError(405, 'METHOD_NOT_ALLOWED', `接口不支持 ${method} 请求，只接受 GET 和 HEAD`);

/** Answers `value`, or throws NOT_FOUND with `message` when it is missing. */
export function found<T>(value: T | undefined | null, message: string): T {
  if (value === undefined || value === null) throw notFound(message);
  return value;
}

/** The database cannot be reached: the request may succeed when it is tried again. */
export const unavailable = (): ApiError =>
  new ApiError(503, 'UNAVAILABLE', '数据库暂时无法访问，请稍后重试（The database is unavailable; please try again shortly.）');
