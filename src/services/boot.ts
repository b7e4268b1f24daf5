/**
 * Boot data: answers the server put into index.html (`<script type="application/json" id="boot">`,
 * server/boot.ts) for the first screens' requests (src/config/firstScreen.ts), so the first render
 * waits for no round trip. `client.get` takes an answer from here before going to the network: each
 * one once (a later ask is a refresh), and only in the first REQUEST_CACHE_TIME after the page
 * loaded, as the request cache would. A page without it (a static host, a test faking /webapi) just
 * fetches.
 */
import { REQUEST_CACHE_TIME } from '@/config/constants';
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
