/** The back office's error answers, each in Chinese and English. */
import { ApiError } from '../model/errors';

export const unauthenticated = (): ApiError => new ApiError(401, 'UNAUTHENTICATED', '请先登录（Please sign in.）');
export const wrongCredentials = (): ApiError => new ApiError(401, 'UNAUTHENTICATED', '账号或密码不正确（Wrong account name or password.）');
export const forbidden = (): ApiError => new ApiError(403, 'FORBIDDEN', '您的角色无权执行此操作（Your role may not do this.）');
export const xsrfRefused = (): ApiError =>
  new ApiError(403, 'XSRF', '请求缺少有效的防伪令牌，请刷新页面后重试（The request lacks a valid XSRF token: reload the page and try again.）');
export const passwordChangeRequired = (): ApiError =>
  new ApiError(403, 'PASSWORD_CHANGE_REQUIRED', '请先修改初始密码（Change your one-time password first.）');
export const conflict = (message: string): ApiError => new ApiError(409, 'CONFLICT', message);

/** Too many failed sign-ins: try again after `retryAfterS` seconds. */
export class TooManyAttempts extends ApiError {
  constructor(readonly retryAfterS: number) {
    super(429, 'TOO_MANY_ATTEMPTS', `登录失败次数过多，请 ${Math.ceil(retryAfterS / 60)} 分钟后再试（Too many failed sign-ins: try again in ${Math.ceil(retryAfterS / 60)} min.）`);
  }
}
