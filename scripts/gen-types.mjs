/**
 * The contract's types, generated from docs/openapi.yaml by openapi-typescript (issue 44):
 *
 *   node scripts/gen-types.mjs           writes src/types/openapi.gen.ts  (npm run gen:types)
 *   node scripts/gen-types.mjs --check   fails when that file is not what the contract gives (npm run typecheck)
 *   node scripts/gen-types.mjs --stdout  prints what it would write (tests/unit/foundation/openapiTypes.test.ts)
 *
 * The front end, the server and the tests reach these types through src/types/webapi.ts and
 * src/types/admin.ts, which name them; the file itself is never edited by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import openapiTS, { astToString, oapiRef, transformSchemaObject, tsIntersection, tsOmit } from 'openapi-typescript';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CONTRACT = 'docs/openapi.yaml';
export const OUTPUT = 'src/types/openapi.gen.ts';
export const STALE = `${OUTPUT} is out of date: run npm run gen:types`;

const HEADER = `/**
 * GENERATED from ${CONTRACT} by openapi-typescript (scripts/gen-types.mjs): do not edit.
 * Regenerate with \`npm run gen:types\` after changing the contract; \`npm run typecheck\` and the unit
 * tests fail while this file is out of date. Import the named types from src/types/webapi.ts and
 * src/types/admin.ts rather than from here.
 */

`;

/** Marks a schema rewritten by `narrowAllOf`: the base's `$ref` and the properties its siblings narrow. */
const NARROWED = 'x-gen-types-narrowed';

/**
 * The contract's generic envelopes (`ApiResponse<T>`, `PageResult<T>`) are written as
 * `allOf: [$ref Base, {properties: {data|list: T}}]`. openapi-typescript renders that as
 * `Base & { list?: T[] }`: correct, but `list` is then `unknown[] & T[]`, whose `.map` hands its
 * callback an `unknown`. So each such schema becomes `Omit<Base, narrowed keys> & { narrowed, … }`,
 * still required where the base requires them: the same values, usable types.
 */
function narrowAllOf(node, schemas) {
  if (Array.isArray(node)) {
    node.forEach((item) => narrowAllOf(item, schemas));
    return;
  }
  if (!node || typeof node !== 'object') return;
  Object.values(node).forEach((value) => narrowAllOf(value, schemas));
  const [first, ...rest] = Array.isArray(node.allOf) ? node.allOf : [];
  const baseName = typeof first?.$ref === 'string' ? first.$ref.match(/^#\/components\/schemas\/(\w+)$/)?.[1] : undefined;
  const base = baseName ? schemas[baseName] : undefined;
  if (!base?.properties || rest.some((member) => '$ref' in member)) return;
  const keys = [...new Set(rest.flatMap((member) => Object.keys(member.properties ?? {})))].filter((key) => key in base.properties);
  if (!keys.length) return;
  const stillRequired = keys.filter((key) => base.required?.includes(key));
  const members = rest.map((member) => ({ ...member, required: [...new Set([...(node.required ?? []), ...(member.required ?? []), ...stillRequired])] }));
  // openapi-typescript hands a schema with a `type` to `transform` (below), which then gives the whole type.
  delete node.allOf;
  Object.assign(node, { type: 'object', [NARROWED]: { ref: first.$ref, keys, members } });
}

function transform(schema, options) {
  const narrowed = schema[NARROWED];
  if (narrowed) return tsIntersection([tsOmit(oapiRef(narrowed.ref), narrowed.keys), ...narrowed.members.map((member) => transformSchemaObject(member, options))]);
  return fixedLengthTuple(schema, options);
}

/**
 * An array of a fixed length (`minItems` = `maxItems`, e.g. a search hit's [start, end)) as a tuple.
 * Only that case: openapi-typescript's own `arrayLength` also spells `maxItems: 20` as a union of 21
 * tuples and `minItems: 1` as `[T, ...T[]]`, which every `string[]` the code builds would then fail.
 */
function fixedLengthTuple(schema, options) {
  if (schema.type !== 'array' || !schema.items || schema.minItems === undefined || schema.minItems !== schema.maxItems || schema.minItems > 4) return undefined;
  const item = transformSchemaObject(schema.items, options);
  return ts.factory.createTupleTypeNode(Array.from({ length: schema.minItems }, () => item));
}

/** The generated file's text. */
export async function generateTypes() {
  const document = parse(readFileSync(`${root}/${CONTRACT}`, 'utf8'));
  narrowAllOf(document, document.components.schemas);
  // Otherwise openapi-typescript's defaults: unions, not `enum`s (nothing to import at run time);
  // mutable (the server and the demo data build these objects); no `rootTypes`: webapi.ts and
  // admin.ts name the types once, and unprefixed root names would collide (ArticleState is a
  // parameter and a schema).
  const ast = await openapiTS(document, {
    // A default is what the server assumes when a value is absent, not a promise that the client
    // sends it: query parameters and PageQuery fields with defaults stay optional.
    defaultNonNullable: false,
    // An object the contract leaves open (a boot answer's `answers`) holds something, not nothing.
    emptyObjectsUnknown: true,
    transform,
    silent: true,
  });
  return HEADER + astToString(ast);
}

/** True when the committed file is what the contract gives now. */
export async function isFresh() {
  let committed;
  try {
    committed = readFileSync(`${root}/${OUTPUT}`, 'utf8');
  } catch {
    return false;
  }
  return committed === (await generateTypes());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--check')) {
    if (!(await isFresh())) {
      console.error(STALE);
      process.exit(1);
    }
  } else if (process.argv.includes('--stdout')) {
    process.stdout.write(await generateTypes());
  } else {
    writeFileSync(`${root}/${OUTPUT}`, await generateTypes());
    console.log(`${OUTPUT} ← ${CONTRACT}`);
  }
}
