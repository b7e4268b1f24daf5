/**
 * Boot data: answers the server gave before the app asked (server/boot.ts) for the first screens'
 * requests (src/config/firstScreen.ts), so the first render waits for no round trip: those every
 * route needs inside index.html (`<script type="application/json" id="boot">`), the route's own from
 * GET /webapi/boot, which the preload helper started beside umi.js (`takeRouteBoot`). `client.get`
 * takes an answer from here before going to the network: each one once (a later ask is a refresh),
 * and only in the first REQUEST_CACHE_TIME after the page loaded, as the request cache would. A page
 * without it (a static host, a test faking /webapi) just fetches.
 */
import { REQUEST_CACHE_TIME } from '@/config/constants';
import { BOOT_PROMISE } from '@/config/bootRoutes';
import { requestKey, type RequestParams } from '@/config/firstScreen';

export const BOOT_ELEMENT_ID = 'boot';

let answers: Map<string, unknown> | null = null;

function read(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  try {
    const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_ELEMENT_ID)?.textContent;
    const parsed = text ? (JSON.parse(text) as { answers?: Record<string, unknown> }) : null;
    if (parsed?.answers && typeof parsed.answers === 'object') Object.entries(parsed.answers).forEach(([k, v]) => answers!.set(k, v));
  } catch {
    // Unreadable boot data is no boot data: every request goes to the network.
  }
  return answers;
}

/** The longest the first render waits for the route's answers: past it, the page asks for them itself. */
export const ROUTE_BOOT_WAIT_MS = 3000;

/**
 * Adds the route's first-screen answers the preload helper asked for (plugins/html.ts), once they are
 * here or ROUTE_BOOT_WAIT_MS has passed. Never rejects: without them the page asks as it would.
 */
export async function takeRouteBoot(): Promise<void> {
  const holder = window as unknown as Record<string, Promise<unknown> | undefined>;
  const pending = holder[BOOT_PROMISE];
  if (!pending) return;
  delete holder[BOOT_PROMISE];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ROUTE_BOOT_WAIT_MS);
  });
  const body = (await Promise.race([pending.catch(() => null), late])) as { success?: boolean; data?: { answers?: unknown } } | null;
  clearTimeout(timer);
  const more = body?.success === true ? body.data?.answers : undefined;
  if (!more || typeof more !== 'object') return;
  const all = read();
  Object.entries(more).forEach(([k, v]) => {
    if (!all.has(k)) all.set(k, v);
  });
}

/** The boot answer (the whole envelope) to GET `path` with `params`, taken once; undefined when none. */
export function takeBootAnswer(path: string, params: RequestParams): unknown {
  const all = read();
  if (all.size === 0 || performance.now() > REQUEST_CACHE_TIME) return undefined;
  const key = requestKey(path, params);
  const body = all.get(key);
  all.delete(key);
  return body;
}

/** For tests: read the page's boot data again. */
export function resetBoot(): void {
  answers = null;
}
