/**
 * The only place that calls Umi's `request`: every service goes through `get`, which checks the
 * envelope and the shape of `data` so a malformed answer becomes an ApiError, never a crash.
 *
 * The request layer (Umi's request plugin and axios, 12 KB gzip) is a chunk of its own, loaded with
 * the first request that goes to the network: a first visit to a page whose first screen came with
 * it (boot data) does not wait for it before it can show (issue 23). Its interceptors and error
 * handling are still src/app.tsx's `request` (the plugin reads them when it makes its instance).
 */
import { getIntl, type request as umiRequest } from '@umijs/max';
import type { ApiResponse, PageResult } from '@/types/webapi';
import { API_BASE, SITE_CODE } from '@/config/constants';
import { errorText } from '@/utils/errorText';
import { showRequestError } from '@/utils/requestNotice';
import { takeBootAnswer } from './boot';
import { currentSignal } from './cache';
import { ApiError, toApiError } from './errors';
import { canReauth, isSessionEnded, reauthenticate, reauthGeneration } from './reauth';

let layer: Promise<{ request: typeof umiRequest }> | undefined;

/** The request layer, loaded once (a failed load is tried again by the next request). */
function loadRequestLayer(): Promise<{ request: typeof umiRequest }> {
  if (!layer) {
    layer = import(/* webpackChunkName: "request" */ '@@/plugin-request/request');
    layer.catch(() => (layer = undefined));
  }
  return layer;
}

// Umi's `request` (its overloads kept), once the layer is here.
const request = ((...args: unknown[]) =>
  loadRequestLayer().then(({ request: go }) => (go as (...a: unknown[]) => Promise<unknown>)(...args))) as typeof umiRequest;

export interface GetOptions {
  /** Skip the global error message: the caller shows the failure itself. */
  silent?: boolean;
  signal?: AbortSignal;
}

/** Checks the shape of `data` before a page gets it. */
type Guard = (value: unknown) => boolean;

export const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
export const isArray = (v: unknown): v is unknown[] => Array.isArray(v);
export const isPage = (v: unknown): v is PageResult<unknown> =>
  isObject(v) && Array.isArray(v.list) && typeof v.total === 'number' && typeof v.current === 'number';

/** Drop undefined/empty values so URLs stay clean and cache keys stable. */
function cleanParams(params?: object): Record<string, string | number> | undefined {
  if (!params) return undefined;
  const out: Record<string, string | number> = {};
  Object.entries(params).forEach(([k, v]) => {
    if (v === undefined || v === null || v === '') return;
    out[k] = Array.isArray(v) ? v.join(',') : v;
  });
  return out;
}

/** The envelope's data once it is `success: true` and passes `guard`; anything else is malformed. */
function dataOf<T>(body: unknown, guard: Guard): T {
  if (!isObject(body) || body.success !== true || !guard(body.data)) {
    throw new ApiError('malformed', '');
  }
  return body.data as T;
}

const options = (params: object | undefined, opts: GetOptions) => ({
  method: 'GET',
  params: cleanParams(params),
  skipErrorHandler: opts.silent,
  // Inside a shared request's load (src/services/cache.ts): its signal, aborted when nobody waits any more.
  signal: opts.signal ?? currentSignal(),
});

export async function get<T>(path: string, guard: Guard, params?: object, opts: GetOptions = {}): Promise<T> {
  // The server may have answered it inside the page (boot data): no round trip. The request
  // interceptor of src/app.tsx adds the site code to what goes out; the key has it too.
  const booted = takeBootAnswer(path, { siteCode: SITE_CODE, ...cleanParams(params) });
  if (booted !== undefined) return dataOf<T>(booted, guard);
  return dataOf<T>(await request<ApiResponse<T>>(`${API_BASE}${path}`, options(params, opts)), guard);
}

/** `get` with the answer's headers (lower-case names): a service worker's mark on a cached answer. */
export async function getWithHeaders<T>(
  path: string,
  guard: Guard,
  params?: object,
  opts: GetOptions = {},
): Promise<{ data: T; headers: Record<string, string | undefined> }> {
  const res = await request<{ data: unknown; headers?: Record<string, string | undefined> }>(`${API_BASE}${path}`, {
    ...options(params, opts),
    getResponse: true,
  });
  return { data: dataOf<T>(res.data, guard), headers: res.headers ?? {} };
}

export interface SendOptions extends GetOptions {
  params?: object;
  /** Extra request headers: a raw body (a file) names its own `Content-Type`. */
  headers?: Record<string, string>;
  /** Upload progress of a large body, 0–100. */
  onProgress?: (percent: number) => void;
}

/**
 * A write (or a read of the back office): `method` with a JSON body, or a Blob (a file) sent as it
 * is. The request layer (axios) echoes the `XSRF-TOKEN` cookie in `X-XSRF-TOKEN` by itself, whatever
 * the body, as the server asks of every write.
 */
export async function send<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, guard: Guard, body?: object, opts: SendOptions = {}): Promise<T> {
  const { onProgress, headers } = opts;
  // A back-office call whose session ended may wait for the person to sign in again (src/services/reauth.ts):
  // the global notice (「请先登录」) is held back until it is clear the call fails after all.
  const held = canReauth(path);
  const attempt = () =>
    request<ApiResponse<T>>(`${API_BASE}${path}`, {
      ...options(opts.params, opts),
      ...(held ? { skipErrorHandler: true } : {}),
      method,
      data: body,
      ...(headers ? { headers } : {}),
      ...(onProgress
        ? {
            onUploadProgress: (e: { loaded: number; total?: number }) => {
              if (e.total) onProgress(Math.round((e.loaded / e.total) * 100));
            },
          }
        : {}),
    });
  if (!held) return dataOf<T>(await attempt(), guard);
  const since = reauthGeneration();
  let answer: ApiResponse<T>;
  try {
    answer = await attempt();
  } catch (e) {
    const error = toApiError(e);
    // Sent again (the request layer echoes the new session's XSRF cookie then) once signed in again.
    if (isSessionEnded(error) && (await reauthenticate(since))) return send(method, path, guard, body, opts);
    if (!opts.silent && error.showType !== 0 && error.code !== 'CANCELED') void showRequestError(errorText(error, getIntl()));
    throw error;
  }
  return dataOf<T>(answer, guard);
}
