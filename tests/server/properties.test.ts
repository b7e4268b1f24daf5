/**
 * Property tests on the real server: for every operation of docs/openapi.yaml, random values of each of
 * its path and query parameters — text, unicode, integers, huge and odd numbers, repeated keys (arrays),
 * sometimes the document's own example — answer with a status the operation documents (never 500, never
 * 503), and every error is the contract's JSON envelope.
 */
import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { dereferenceDocument, operationsOf, readDocument, type OperationRef } from './contract/document';
import { BACKEND, envelopeProblems, request, startServer, type TestServer } from './support/server';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 30);

let server: TestServer;
let operations: OperationRef[];
beforeAll(async () => {
  operations = operationsOf(await dereferenceDocument());
  server = await startServer();
});
/** Status → how many answers had it, over every operation (printed: the properties reach past the schemas too). */
const statuses = new Map<number, number>();
afterAll(async () => {
  await server?.stop();
  // eslint-disable-next-line no-console
  console.log(`properties: ${[...statuses.values()].reduce((a, b) => a + b, 0)} requests; statuses ${[...statuses].sort().map(([status, n]) => `${status} × ${n}`).join(', ')}`);
});

/** Numbers as a client may write them: huge, negative, fractional, exponent, hex, not a number. */
const oddNumbers = fc.constantFrom('0', '-1', '1.5', '1e3', '1e308', '-1e308', '9007199254740993', '99999999999999999999999999', '0x10', 'NaN', 'Infinity', '-0', '+1', ' 1', '1 ');
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.constantFrom('..', '%', '%00', '<script>', "' or 1=1 --", '{id}', 'null', 'undefined', '[]', '2026-02-30', '2026-13', '9999-99-99', '0000-00-00'),
);
const integer = fc.oneof(fc.integer().map(String), fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String), oddNumbers);

/** A value for one parameter: anything, or now and then its example (to get past the schema into the answer). */
function valueOf(param: OpenAPIV3.ParameterObject): fc.Arbitrary<string> {
  const schema = (param.schema ?? {}) as OpenAPIV3.SchemaObject;
  const options: fc.Arbitrary<string>[] = [text, integer];
  const example = param.example ?? schema.example ?? schema.enum?.[0];
  if (example !== undefined) options.push(fc.constant(Array.isArray(example) ? example.join(',') : String(example)));
  return fc.oneof(...options);
}

type Input = { path: Record<string, string>; query: [string, string][] };

function inputOf(op: OperationRef): fc.Arbitrary<Input> {
  const params = (op.operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
  const path = Object.fromEntries(
    params
      .filter((p) => p.in === 'path')
      // A path segment must stay one segment: not empty, `.` or `..` (a client resolves those away).
      .map((p) => [p.name, valueOf(p).filter((v) => v !== '' && v !== '.' && v !== '..')]),
  );
  const query = params
    .filter((p) => p.in === 'query')
    .map((p) =>
      fc.oneof(
        fc.constant<[string, string][]>([]),
        valueOf(p).map((v): [string, string][] => [[p.name, v]]),
        // A repeated key: an array where the document has one value (or a list of values).
        fc.array(valueOf(p), { minLength: 2, maxLength: 3 }).map((vs) => vs.map((v): [string, string] => [p.name, v])),
      ),
    );
  return fc.record({ path: fc.record(path), query: fc.tuple(...query).map((lists) => lists.flat()) });
}

function urlOf(op: OperationRef, input: Input): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(input.path[name]));
  const search = new URLSearchParams(input.query).toString();
  return search ? `${path}?${search}` : path;
}

describe(`every operation keeps to its documented statuses on random parameters (${BACKEND}, ${RUNS} runs each)`, () => {
  // One test per operation of the document as written (dereferenced before the tests run).
  const names = operationsOf(readDocument()).map((op) => `${op.method.toUpperCase()} ${op.path}`);
  it.each(names)('%s', async (name) => {
    const op = operations.find((o) => `${o.method.toUpperCase()} ${o.path}` === name)!;
    const documented = Object.keys(op.operation.responses).filter((status) => status !== '500' && status !== '503');
    await fc.assert(
      fc.asyncProperty(inputOf(op), async (input) => {
        const url = urlOf(op, input);
        const answer = await request(server.baseURL, url, { timeoutMs: 120_000 });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const type = (answer.headers['content-type'] ?? '').split(';')[0];
        const problems: string[] = [];
        if (!documented.includes(String(answer.status))) problems.push(`status ${answer.status} (documented: ${documented.join(', ')})`);
        if (answer.status >= 400) {
          if (type !== 'application/json') problems.push(`an error as ${type}`);
          else problems.push(...envelopeProblems(answer.json));
        } else if (type === 'application/json' && (answer.json as { success?: boolean } | undefined)?.success !== true) {
          problems.push('a 200 JSON answer without success: true');
        }
        if (problems.length) throw new Error(`${url} → ${answer.status}: ${problems.join('; ')}\n${JSON.stringify(answer.json ?? '').slice(0, 300)}`);
      }),
      { numRuns: RUNS },
    );
  });
});
