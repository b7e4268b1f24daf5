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
/** No site exists yet: the portal says so, and the back office leads its first admin to set one up. */
export const siteNotSetUp = (): ApiError => new ApiError(404, 'SITE_NOT_SET_UP', '本站尚未设置（This site has not been set up yet.）');
/** 405; `allow`: the methods the path has (its `Allow` header). */
export class MethodNotAllowed extends ApiError {
  constructor(
    method: string,
    readonly allow: string[] = ['GET', 'HEAD'],
  ) {
    super(405, 'METHOD_NOT_ALLOWED', `接口不支持 ${method} 请求，只接受 ${allow.join('、')}（${method} is not allowed here: ${allow.join(', ')} only.）`);
  }
}
export const methodNotAllowed = (method: string, allow?: string[]): ApiError => new MethodNotAllowed(method, allow);

/** Answers `value`, or throws NOT_FOUND with `message` when it is missing. */
export function found<T>(value: T | undefined | null, message: string): T {
  if (value === undefined || value === null) throw notFound(message);
  return value;
}

/** The database cannot be reached: the request may succeed when it is tried again. */
export const unavailable = (): ApiError =>
  new ApiError(503, 'UNAVAILABLE', '数据库暂时无法访问，请稍后重试（The database is unavailable; please try again shortly.）');
