/**
 * The demo backend keeps the document: every operation of docs/openapi.yaml is called in-process
 * through Umi's own mock router with good inputs (real ids of today's dataset) and the bad inputs
 * the document promises an answer for; each answer's status must be the expected one and one the
 * operation lists, and its body, media type and headers those of that response. Paths no operation
 * has and methods other than GET/HEAD must answer the shared NotFound / MethodNotAllowed responses.
 *
 * @jest-environment node
 */
import routes from '../../../mock/webapi';
import { concretePath, FALLBACK_CASES, OPERATION_CASES, sharedParameterCases, type Case } from './cases';
import { dereferenceDocument, operationKey, operationsOf, readDocument } from './document';
import { send, type Answer } from './server';
import { ContractValidator } from './validate';

const doc = readDocument();
const CASES: Case[] = [...OPERATION_CASES, ...sharedParameterCases(doc, OPERATION_CASES)];
const calls = { good: 0, bad: 0 };

let validator: ContractValidator;
beforeAll(async () => {
  validator = new ContractValidator(await dereferenceDocument());
});

afterAll(() => {
  // eslint-disable-next-line no-console
  console.log(`contract: ${calls.good + calls.bad} calls to the demo backend (${calls.good} good, ${calls.bad} bad inputs)`);
});

function call(c: { method: string; path: string; params?: Record<string, string>; query?: Record<string, string | string[]>; expect: number }): Answer {
  calls[c.expect < 300 ? 'good' : 'bad'] += 1;
  return send({ method: c.method, path: concretePath(c), query: c.query });
}

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

  it('the route table serves exactly the operations of the document', () => {
    const served = Object.keys(routes)
      .filter((key) => key.startsWith('GET ') && !key.includes('*'))
      .map((key) => key.replace(/:(\w+)/g, '{$1}'));
    expect(served.sort()).toEqual(operationsOf(doc).map(operationKey).sort());
  });
});

describe('answers keep the document', () => {
  it.each(CASES.map((c) => [label(c), c] as const))('%s', (_label, c) => {
    const answer = call(c);
    expect({ status: answer.status, problems: validator.checkOperation(c.method, c.path, answer) }).toEqual({ status: c.expect, problems: [] });
  });
});

describe('HEAD answers as GET, without a body', () => {
  const heads = operationsOf(doc).map((op) => firstGood(operationKey(op)));
  it.each(heads.map((c) => [`HEAD ${c.path} — ${c.what}`, c] as const))('%s', (_label, c) => {
    const get = call(c);
    const head = call({ ...c, method: 'HEAD' });
    expect({ status: head.status, problems: validator.checkOperation('GET', c.path, head) }).toEqual({ status: 200, problems: [] });
    expect(head.headers).toEqual(get.headers);
  });
});

describe('what no operation answers', () => {
  it.each(FALLBACK_CASES.map((c) => [`${c.method} ${c.path} — ${c.what} → ${c.expect}`, c] as const))('%s', (_label, c) => {
    const answer = call(c);
    expect({ status: answer.status, problems: validator.checkSharedResponse(c.response, answer) }).toEqual({ status: c.expect, problems: [] });
  });
});
