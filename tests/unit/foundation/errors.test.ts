import { AxiosError, CanceledError } from 'axios';
import type { AxiosResponse } from 'axios';
import { ApiError, businessError, isNotFound, toApiError } from '@/services/errors';

/** What axios (the copy under Umi's request plugin: one version in the tree) throws. */
function axiosError(extra: { response?: { status: number; data?: unknown }; name?: string; message?: string; code?: string }) {
  if (extra.name === 'CanceledError') return new CanceledError(extra.message ?? 'canceled');
  const response = extra.response as AxiosResponse | undefined;
  return new AxiosError(extra.message ?? 'Request failed', extra.code, undefined, undefined, response);
}

describe('ApiError', () => {
  it('is an Error with a name, kind and extras', () => {
    const e = new ApiError('http', 'boom', { status: 502, code: 'INTERNAL', showType: 2 });
    expect(e).toBeInstanceOf(Error);
    expect(e).toBeInstanceOf(ApiError);
    expect(e.name).toBe('ApiError');
    expect(e.message).toBe('boom');
    expect(e).toMatchObject({ kind: 'http', status: 502, code: 'INTERNAL', showType: 2 });
  });
});

describe('businessError', () => {
  it('carries the envelope code, message and show type', () => {
    const e = businessError({ success: false, data: null, errorCode: 'BAD_REQUEST', errorMessage: '参数错误', showType: 2 }, 200);
    expect(e).toBeInstanceOf(ApiError);
    expect(e.kind).toBe('business');
    expect(e.message).toBe('参数错误');
    expect(e.code).toBe('BAD_REQUEST');
    expect(e.showType).toBe(2);
    expect(e.status).toBe(200);
  });

  it('keeps showType 0 (silence), which is falsy', () => {
    expect(businessError({ success: false, showType: 0 }).showType).toBe(0);
  });

  it('ignores envelope fields of the wrong type', () => {
    const e = businessError({ success: false, errorCode: 500, errorMessage: { text: 'x' }, showType: '2' });
    expect(e.kind).toBe('business');
    expect(e.message).toBe('');
    expect(e.code).toBeUndefined();
    expect(e.showType).toBeUndefined();
  });

  it.each([null, undefined, 'oops', 42])('builds an empty business error from a non-object body %p', (body) => {
    const e = businessError(body);
    expect(e.kind).toBe('business');
    expect(e.message).toBe('');
    expect(e.code).toBeUndefined();
    expect(e.status).toBeUndefined();
  });
});

describe('toApiError', () => {
  it('returns an ApiError unchanged (same instance)', () => {
    const original = new ApiError('business', '站点不存在', { code: 'UNKNOWN_SITE' });
    expect(toApiError(original)).toBe(original);
  });

  it('turns a 404 with a NOT_FOUND envelope into an http error carrying code and message', () => {
    const e = toApiError(
      axiosError({
        response: { status: 404, data: { success: false, data: null, errorCode: 'NOT_FOUND', errorMessage: '文章不存在', showType: 2 } },
      }),
    );
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ kind: 'http', status: 404, code: 'NOT_FOUND', message: '文章不存在', showType: 2 });
    expect(isNotFound(e)).toBe(true);
  });

  it('turns a 500 without body into an http error with the status and no message', () => {
    const e = toApiError(axiosError({ response: { status: 500 } }));
    expect(e.kind).toBe('http');
    expect(e.status).toBe(500);
    expect(e.message).toBe('');
    expect(e.code).toBeUndefined();
  });

  it('does not take a non-envelope body (HTML page) as a message', () => {
    const e = toApiError(axiosError({ response: { status: 502, data: '<html>Bad Gateway</html>' } }));
    expect(e).toMatchObject({ kind: 'http', status: 502, message: '' });
    expect(e.code).toBeUndefined();
  });

  it('turns a response with status 0 (connection never answered) into a network error', () => {
    expect(toApiError(axiosError({ response: { status: 0 }, message: 'Network Error' })).kind).toBe('network');
  });

  it('reads a response only from an axios error, not from anything shaped like one', () => {
    const lookalike = Object.assign(new Error('x'), { response: { status: 404, data: { errorCode: 'NOT_FOUND' } } });
    expect(toApiError(lookalike)).toMatchObject({ kind: 'network', status: undefined, code: undefined });
  });

  it('turns an error without response into a network error', () => {
    const e = toApiError(axiosError({ message: 'Network Error', code: 'ERR_NETWORK' }));
    expect(e.kind).toBe('network');
    expect(e.status).toBeUndefined();
    expect(e.code).toBeUndefined();
    // The axios text is not shown to visitors.
    expect(e.message).toBe('');
  });

  it('turns a CanceledError into a network error with code CANCELED', () => {
    const e = toApiError(axiosError({ name: 'CanceledError', message: 'canceled', code: 'ERR_CANCELED' }));
    expect(e.kind).toBe('network');
    expect(e.code).toBe('CANCELED');
  });

  it.each([undefined, null, 'string', 42])('turns anything else (%p) into a network error', (thrown) => {
    const e = toApiError(thrown);
    expect(e).toBeInstanceOf(ApiError);
    expect(e.kind).toBe('network');
  });
});

describe('isNotFound', () => {
  it('is true for an ApiError with status 404', () => {
    expect(isNotFound(new ApiError('http', '', { status: 404 }))).toBe(true);
  });

  it('is true for a business error with code NOT_FOUND (HTTP 200 envelope)', () => {
    expect(isNotFound(new ApiError('business', 'x', { status: 200, code: 'NOT_FOUND' }))).toBe(true);
  });

  it('is false for other ApiErrors', () => {
    expect(isNotFound(new ApiError('http', '', { status: 500 }))).toBe(false);
    expect(isNotFound(new ApiError('business', '', { code: 'BAD_REQUEST' }))).toBe(false);
    expect(isNotFound(new ApiError('network', ''))).toBe(false);
  });

  it('is false for anything that is not an ApiError, even if it looks like a 404', () => {
    expect(isNotFound({ status: 404, code: 'NOT_FOUND' })).toBe(false);
    expect(isNotFound(Object.assign(new Error('x'), { status: 404 }))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});
