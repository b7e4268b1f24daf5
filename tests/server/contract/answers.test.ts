/**
 * The server keeps the document: every operation of docs/openapi.yaml is called over HTTP on the real
 * server (server/dist/main.mjs on a fresh seeded database) with good inputs (real ids of today's
 * dataset) and the bad inputs the document promises an answer for; each answer's status must be the
 * expected one and one the operation lists, and its body, media type and headers those of that
 * response. Paths no operation has and methods other than GET/HEAD must answer the shared NotFound /
 * MethodNotAllowed responses.
 */
import { startServer, type TestServer } from '../support/server';
import { addSite } from '../support/admin';
import { concretePath, FALLBACK_CASES, OPERATION_CASES, sharedParameterCases, type Case } from './cases';
import { dereferenceDocument, operationKey, operationsOf, readDocument } from './document';
import { send, type Answer } from './server';
import { ContractValidator } from './validate';

const doc = readDocument();
const CASES: Case[] = [...OPERATION_CASES, ...sharedParameterCases(doc, OPERATION_CASES)];
const calls = { good: 0, bad: 0 };

let validator: ContractValidator;
let server: TestServer;
beforeAll(async () => {
  validator = new ContractValidator(await dereferenceDocument());
  server = await startServer();
  // A second (empty) site: a server with one site serves it whatever the code, so the document's
  // UNKNOWN_SITE is the answer of a server with several.
  await addSite(server, 'second-office');
});

afterAll(async () => {
  await server?.stop();
  // eslint-disable-next-line no-console
  console.log(`contract: ${calls.good + calls.bad} calls to the server (${calls.good} good, ${calls.bad} bad inputs)`);
});

function call(c: { method: string; path: string; params?: Record<string, string>; query?: Record<string, string | string[]>; expect: number }): Promise<Answer> {
  calls[c.expect < 300 ? 'good' : 'bad'] += 1;
  return send(server.baseURL, { method: c.method, path: concretePath(c), query: c.query });
}

/** Headers of the connection and the moment, not of the answer. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive']);
const answerHeaders = (a: Answer): Record<string, string> => Object.fromEntries(Object.entries(a.headers).filter(([name]) => !CONNECTION_HEADERS.has(name)));

const label = (c: Case) => `${c.method} ${c.path} — ${c.what} → ${c.expect}`;
const firstGood = (key: string) => CASES.find((c) => c.expect === 200 && operationKey(c) === key)!;

describe('the cases cover the document', () => {
  it('every operation has at least one good case', () => {
    const missing = operationsOf(doc).map(operationKey).filter((key) => !firstGood(key));
    expect(missing).toEqual([]);
  });

  it('every case names an operation of the document', () => {
    const known = new Set(operationsOf(doc).map(operationKey));
    expect(CASES.map(operationKey).filter((key) => !known.has(key))).toEqual([]);
  });

  it('the server serves every operation of the document (none falls to the NOT_FOUND catch-all)', async () => {
    const caughtAll: string[] = [];
    for (const op of operationsOf(doc)) {
      const answer = await call(firstGood(operationKey(op)));
      const body = answer.json as { errorCode?: string; errorMessage?: string } | undefined;
      if (answer.status === 404 && body?.errorCode === 'NOT_FOUND' && /没有这个接口/.test(body.errorMessage ?? '')) caughtAll.push(operationKey(op));
    }
    expect(caughtAll).toEqual([]);
  });
});

describe('answers keep the document', () => {
  it.each(CASES.map((c) => [label(c), c] as const))('%s', async (_label, c) => {
    const answer = await call(c);
    expect({ status: answer.status, problems: validator.checkOperation(c.method, c.path, answer) }).toEqual({ status: c.expect, problems: [] });
  });
});

describe('HEAD answers as GET, without a body', () => {
  const heads = operationsOf(doc).map((op) => firstGood(operationKey(op)));
  it.each(heads.map((c) => [`HEAD ${c.path} — ${c.what}`, c] as const))('%s', async (_label, c) => {
    const get = await call(c);
    const head = await call({ ...c, method: 'HEAD' });
    expect({ hasBody: head.body !== undefined || head.json !== undefined, headers: answerHeaders(head) }).toEqual({ hasBody: false, headers: answerHeaders(get) });
    // Its status and headers as a GET answer's (the body checked is the GET's: a HEAD has none).
    expect({ status: head.status, problems: validator.checkOperation('GET', c.path, { ...head, json: get.json, body: get.body }) }).toEqual({ status: 200, problems: [] });
  });
});

describe('what no operation answers', () => {
  const label = (c: (typeof FALLBACK_CASES)[number]) => `${c.method} ${c.path} — ${c.what} → ${c.expect}`;
  it.each(FALLBACK_CASES.filter((c) => c.method !== 'HEAD').map((c) => [label(c), c] as const))('%s', async (_label, c) => {
    const answer = await call(c);
    expect({ status: answer.status, problems: validator.checkSharedResponse(c.response, answer) }).toEqual({ status: c.expect, problems: [] });
  });

  it.each(FALLBACK_CASES.filter((c) => c.method === 'HEAD').map((c) => [label(c), c] as const))('%s', async (_label, c) => {
    const head = await call(c);
    const get = await call({ ...c, method: 'GET' });
    // No body: its headers are the GET answer's, whose body is checked.
    expect({ hasBody: head.body !== undefined || head.json !== undefined, headers: answerHeaders(head) }).toEqual({ hasBody: false, headers: answerHeaders(get) });
    expect({ status: head.status, problems: validator.checkSharedResponse(c.response, { ...head, json: get.json }) }).toEqual({ status: c.expect, problems: [] });
  });
});
