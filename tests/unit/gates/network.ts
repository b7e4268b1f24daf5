/**
 * The request layer of the gates in jsdom: Umi's request plugin as src/.umi/plugin-request/request.ts
 * builds it (axios, the app's interceptors, its `errorThrower` on `success: false`, its
 * `errorHandler` on any failure: src/app.tsx `request`), with an axios adapter in place of the XHR
 * that answers /webapi in-process with the server's own answer functions (tests/unit/model/routes.ts)
 * over the demo dataset of a fixed day (tests/unit/model/support.ts). A fault is made where the
 * browser would meet it, below axios: a status, a body, a refused connection — so what reaches
 * src/services/client.ts is what the browser gives it.
 */
import axios, { AxiosError, CanceledError } from 'axios';
import type { AxiosAdapter, AxiosRequestConfig, AxiosResponse } from 'axios';
import { request as appRequest } from '@/app';
import { ROUTES } from '../model/routes';
import { callAsync } from '../model/support';

/** What went over the wire: a status, a content type and a body (text). */
export interface Reply {
  status: number;
  contentType: string;
  body: string;
}
/** A reply, or no answer at all (the connection refused). */
export type Answer = Reply | { refused: true };
/**
 * Sees every request (pathname and query) before it is answered, like Playwright's `page.route`:
 * return an answer, or undefined to let the next interceptor (and finally the server) answer;
 * `real()` gives the server's own reply.
 */
export type Interceptor = (url: URL, real: () => Promise<Reply>) => Answer | undefined | Promise<Answer | undefined>;

export const json = (status: number, body: unknown): Reply => ({
  status,
  contentType: 'application/json',
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** The test's view of the wire: its interceptors (first added, first asked), what was asked, what was unknown. */
export const network = {
  interceptors: [] as Interceptor[],
  /** Every URL asked for (path and query), in order. */
  calls: [] as string[],
  /** Paths no route of the contract answers (a test fails on any). */
  unknown: [] as string[],
  /** Requests of this test still unanswered (held by an interceptor), each a token: one left over from an earlier test counts no more. */
  open: new Set<object>(),
  get pending() {
    return this.open.size;
  },
  reset() {
    this.interceptors = [];
    this.calls = [];
    this.unknown = [];
    this.open = new Set<object>();
  },
};

const TEMPLATES = Object.keys(ROUTES).map((key) => {
  const template = key.slice('GET '.length);
  const names: string[] = [];
  const pattern = new RegExp(`^${template.replace(/:(\w+)/g, (_m, name: string) => (names.push(name), '([^/]+)'))}$`);
  return { handler: ROUTES[key], pattern, names };
});

/** The server's answer to `url` (a GET of the contract; 404 for any other path, noted in `unknown`). */
async function serverReply(url: URL): Promise<Reply> {
  for (const { handler, pattern, names } of TEMPLATES) {
    const m = pattern.exec(url.pathname);
    if (m) {
      const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(m[i + 1])]));
      const query = Object.fromEntries(url.searchParams.entries());
      // eslint-disable-next-line no-await-in-loop -- the first template that matches answers
      const out = await callAsync(handler, query, params);
      const contentType = String(out.headers['content-type'] ?? 'application/json');
      return { status: out.statusCode, contentType, body: out.body === undefined ? String(out.ended ?? '') : JSON.stringify(out.body) };
    }
  }
  network.unknown.push(url.pathname);
  return json(404, { success: false, data: null, errorCode: 'NOT_FOUND', errorMessage: `no route ${url.pathname}` });
}

async function answerOf(url: URL): Promise<Answer> {
  const real = () => serverReply(url);
  for (const intercept of network.interceptors) {
    // eslint-disable-next-line no-await-in-loop -- in order, as Playwright's routes
    const answer = await intercept(url, real);
    if (answer) return answer;
  }
  return real();
}

/** The XHR adapter's contract (axios 0.27 lib/adapters/xhr.js): settle by status, refuse as ERR_NETWORK, honour the signal. */
const adapter: AxiosAdapter = (config) =>
  new Promise((resolve, reject) => {
    const url = new URL(axios.getUri(config), 'http://portal.test');
    network.calls.push(`${url.pathname}${url.search}`);
    const request = {};
    // This test's set: a request answered after the test moved on leaves the next test's count alone.
    const { open } = network;
    const signal = config.signal as AbortSignal | undefined;
    let done = false;
    const onAbort = () => {
      if (done) return;
      done = true;
      open.delete(request);
      reject(new CanceledError());
    };
    if (signal?.aborted) {
      reject(new CanceledError());
      return;
    }
    open.add(request);
    signal?.addEventListener('abort', onAbort);
    answerOf(url).then(
      (answer) => {
        if (done) return;
        done = true;
        open.delete(request);
        signal?.removeEventListener('abort', onAbort);
        if ('refused' in answer) {
          reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, request));
          return;
        }
        const response: AxiosResponse = {
          data: answer.body,
          status: answer.status,
          statusText: '',
          headers: { 'content-type': answer.contentType },
          config,
          request,
        };
        // The XHR adapter's own settle: a status outside 2xx is an AxiosError carrying the response.
        const validate = config.validateStatus;
        if (!validate || validate(response.status)) resolve(response);
        else
          reject(
            new AxiosError(
              `Request failed with status code ${response.status}`,
              [AxiosError.ERR_BAD_REQUEST, AxiosError.ERR_BAD_RESPONSE][Math.floor(response.status / 100) - 4],
              config,
              request,
              response,
            ),
          );
      },
      (error: unknown) => {
        done = true;
        open.delete(request);
        reject(error);
      },
    );
  });

type Options = AxiosRequestConfig & { getResponse?: boolean; skipErrorHandler?: boolean };
type ErrorHandler = NonNullable<NonNullable<typeof appRequest.errorConfig>['errorHandler']>;

let instance: ReturnType<typeof axios.create> | undefined;

/** The plugin's instance: axios.create(config), the app's request interceptors, then `success: false` → errorThrower. */
function instanceOf() {
  if (instance) return instance;
  const { requestInterceptors, responseInterceptors, errorConfig, ...config } = appRequest;
  instance = axios.create({ ...(config as AxiosRequestConfig), adapter });
  (requestInterceptors ?? []).forEach((interceptor) => {
    const use = Array.isArray(interceptor) ? interceptor[0] : interceptor;
    instance!.interceptors.request.use(async (c) => (use as (x: AxiosRequestConfig) => AxiosRequestConfig)(c));
  });
  if (responseInterceptors?.length) throw new Error('the app has response interceptors now: add them here as src/.umi/plugin-request/request.ts does');
  instance.interceptors.response.use((response) => {
    const { data } = response as { data?: { success?: unknown } };
    if (data?.success === false && errorConfig?.errorThrower) errorConfig.errorThrower(data);
    return response;
  });
  return instance;
}

/** Umi's `request(url, opts)`: the data (or the whole response with `getResponse`); a failure through the app's errorHandler. */
export function request(url: string, opts: Options = { method: 'GET' }): Promise<unknown> {
  const { getResponse = false } = opts;
  return new Promise((resolve, reject) => {
    instanceOf()
      .request({ ...opts, url })
      .then((res) => resolve(getResponse ? res : res.data))
      .catch((error: unknown) => {
        try {
          // (The plugin passes its config as a third argument; the app's handler reads two.)
          appRequest.errorConfig?.errorHandler?.(error as Parameters<ErrorHandler>[0], opts);
        } catch (e) {
          reject(e);
        }
        reject(error);
      });
  });
}

/** The data of the server's own answer to `path` (for what a test needs to know: ids, the site info). */
export async function serverData<T>(path: string): Promise<T> {
  const reply = await serverReply(new URL(path, 'http://portal.test'));
  const body = JSON.parse(reply.body) as { success: boolean; data: T };
  if (reply.status !== 200 || !body.success) throw new Error(`${path}: ${reply.status} ${reply.body.slice(0, 200)}`);
  return body.data;
}
