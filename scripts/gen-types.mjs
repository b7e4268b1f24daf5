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
import openapiTS, { astToString, transformSchemaObject } from 'openapi-typescript';

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
  const ast = await openapiTS(pathToFileURL(`${root}/${CONTRACT}`), {
    // A default is what the server assumes when a value is absent, not a promise that the client
    // sends it: query parameters and PageQuery fields with defaults stay optional.
    defaultNonNullable: false,
    transform: fixedLengthTuple,
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
