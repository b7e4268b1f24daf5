/**
 * SIGTERM drains: a request the server has taken when it is told to stop is answered in full (no
 * connection reset), and the process then exits 0. The request that is surely running at SIGTERM is a
 * sign-in whose body the test holds back until after the signal (a slow query could finish before the
 * signal on a fast machine, or before its log line is read on a busy one). Other requests go along: a
 * request the server never took (still in the listening socket's queue when it closes) may fail to
 * connect or get 503 — never a cut answer.
 */
import http from 'node:http';
import { BACKEND, sleep, startServer, type TestServer } from './support/server';

const OTHERS = ['/webapi/index/series?projId=21&asOf=2025-03-01', '/webapi/index/series?projId=22&asOf=2025-09-01', '/webapi/constants', '/webapi/index/families', '/webapi/materials'];
const SIGN_IN = '/webapi/admin/session';

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

/** A sign-in sent in two parts: its head and half its body now, the rest when `finish` is called. */
function heldSignIn(server: TestServer) {
  const body = Buffer.from(JSON.stringify({ name: 'nobody', password: 'not-a-password-of-anyone' }));
  const cut = Math.floor(body.length / 2);
  let finish = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: server.port, path: SIGN_IN, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': body.length } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(body.subarray(0, cut));
    finish = () => req.end(body.subarray(cut));
  });
  return { answer, finish: () => finish() };
}

const lines = (log: string, re: RegExp) => log.split('\n').filter((line) => re.test(line));
const field = (line: string, name: string) => new RegExp(`"${name}":"([^"]*)"`).exec(line)?.[1];
/** The requests the server has taken (its `incoming request` log lines): request id → URL. */
const taken = (log: string) => new Map(lines(log, /"msg":"incoming request"/).map((line) => [field(line, 'reqId'), field(line, 'url')]));

it(`answers the requests in flight at SIGTERM, then exits 0 (${BACKEND})`, async () => {
  const server = await startServer({ env: { DRAIN_MS: '120000' } });
  const offset = server.log().length;
  const held = heldSignIn(server);
  const inFlight = OTHERS.map((url) => get(server, url));
  // Until the server has taken the sign-in (it waits for the rest of its body).
  const deadline = Date.now() + 60_000;
  while (![...taken(server.log().slice(offset)).values()].includes(SIGN_IN) && Date.now() < deadline) await sleep(5);
  const before = new Set(taken(server.log().slice(offset)).values());
  expect(before).toContain(SIGN_IN);

  const stopping = server.stop(180_000);
  await sleep(300);
  held.finish();

  // The held request is answered in full: the server's own refusal of an unknown account.
  const signIn = await held.answer;
  expect(signIn.status).toBe(401);
  expect(JSON.parse(signIn.body)).toMatchObject({ success: false, errorCode: 'UNAUTHENTICATED' });

  const outcomes = await Promise.all(inFlight);
  const wrong = outcomes.filter((o) => {
    if (before.has(o.url)) return !('status' in o) || o.status !== 200;
    return 'status' in o ? ![200, 503].includes(o.status) : !/ECONNRESET|ECONNREFUSED|UND_ERR_SOCKET|other side closed/.test(o.error);
  });
  expect(wrong).toEqual([]);
  expect(await stopping).toEqual({ code: 0, signal: null });
  expect(server.log()).toMatch(/SIGTERM: finishing running requests[\s\S]*stopped/);
  expect(server.log()).not.toMatch(/drain timeout/);
  // eslint-disable-next-line no-console
  console.log(`drain: ${before.size} taken before SIGTERM, outcomes: ${signIn.status}, ${outcomes.map((o) => ('status' in o ? o.status : o.error.trim())).join(', ')}`);
});
