/**
 * SIGTERM drains: a request the server has taken when it is told to stop is answered in full (no
 * connection reset), and the process then exits 0. The slow requests are `asOf` series of days not
 * asked before (each reads the family vintages of that day). Requests the server never took (still
 * in the listening socket's queue when it closes) may fail to connect or get 503 — never a cut answer.
 */
import { BACKEND, sleep, startServer, type TestServer } from './support/server';

const SLOW = ['2025-03-01', '2025-06-01', '2025-09-01', '2025-12-01'].map((day, i) => `/webapi/index/series?projId=${21 + (i % 2)}&asOf=${day}`);
const FAST = ['/webapi/constants', '/webapi/index/families', '/webapi/materials'];

type Outcome = { url: string; status: number; bytes: number } | { url: string; error: string };

async function get(server: TestServer, url: string): Promise<Outcome> {
  try {
    const res = await fetch(server.baseURL + url, { signal: AbortSignal.timeout(120_000) });
    const bytes = (await res.arrayBuffer()).byteLength;
    return { url, status: res.status, bytes };
  } catch (e) {
    const err = e as Error & { cause?: { code?: string; message?: string } };
    return { url, error: `${err.message}: ${err.cause?.code ?? ''} ${err.cause?.message ?? ''}` };
  }
}

const lines = (log: string, re: RegExp) => log.split('\n').filter((line) => re.test(line));
const field = (line: string, name: string) => new RegExp(`"${name}":"([^"]*)"`).exec(line)?.[1];
/** The requests the server has taken (its `incoming request` log lines): request id → URL. */
const taken = (log: string) => new Map(lines(log, /"msg":"incoming request"/).map((line) => [field(line, 'reqId'), field(line, 'url')]));

it(`answers the requests in flight at SIGTERM, then exits 0 (${BACKEND})`, async () => {
  const server = await startServer({ env: { DRAIN_MS: '120000' } });
  const urls = [...SLOW, ...FAST];
  const offset = server.log().length;
  const ours = () => new Map([...taken(server.log().slice(offset))].filter(([, url]) => urls.includes(url!)));
  const inFlight = urls.map((url) => get(server, url));
  // Until the server is busy with a slow request it has not finished (its log can bring a request's
  // start and end in one read: a taken request is not yet a running one).
  const completedOf = (log: string, taken: Map<string | undefined, string | undefined>) =>
    lines(log, /"msg":"request completed"/).filter((line) => taken.has(field(line, 'reqId')));
  const deadline = Date.now() + 60_000;
  const running = () => {
    const now = ours();
    return [...now.values()].some((url) => SLOW.includes(url!)) && completedOf(server.log(), now).length < now.size;
  };
  while (!running() && Date.now() < deadline) await sleep(1);
  const before = ours();
  const log = server.log();
  const stopping = server.stop(180_000);
  // A request was still running when SIGTERM came (else this test proves nothing).
  const completed = completedOf(log, before);
  expect(completed.length).toBeLessThan(before.size);

  const outcomes = await Promise.all(inFlight);
  const takenBefore = new Set(before.values());
  const wrong = outcomes.filter((o) => {
    if (takenBefore.has(o.url)) return !('status' in o) || o.status !== 200;
    return 'status' in o ? ![200, 503].includes(o.status) : !/ECONNRESET|ECONNREFUSED|UND_ERR_SOCKET|other side closed/.test(o.error);
  });
  expect(wrong).toEqual([]);
  expect(await stopping).toEqual({ code: 0, signal: null });
  expect(server.log()).toMatch(/SIGTERM: finishing running requests[\s\S]*stopped/);
  expect(server.log()).not.toMatch(/drain timeout/);
  // eslint-disable-next-line no-console
  console.log(`drain: ${before.size} taken before SIGTERM (${completed.length} done then), outcomes: ${outcomes.map((o) => ('status' in o ? o.status : o.error.trim())).join(', ')}`);
});
