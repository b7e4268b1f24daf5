/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components } from '@/types/openapi.gen';
import type { ArticlePage, ArticleSummary, CompanyPage, CompanySummary, PageQuery, SearchText, SiteInfo } from '@/types/webapi';

// The contract's generated types (scripts/gen-types.mjs, issue 44) must be what docs/openapi.yaml gives
// now: a contract change without `npm run gen:types` would leave the front end and the server typed
// against the old one. The generator runs in its own node (it is an ES module; jest is not).
const root = join(__dirname, '../../..');

// Exact type equality (the usual conditional-type trick): `true` only when X and Y are the same type.
type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
type S = components['schemas'];

describe('src/types/openapi.gen.ts', () => {
  it('is what docs/openapi.yaml gives today (else run npm run gen:types)', () => {
    const fresh = execFileSync(process.execPath, [join(root, 'scripts/gen-types.mjs'), '--stdout'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const committed = readFileSync(join(root, 'src/types/openapi.gen.ts'), 'utf8');
    expect(committed).toBe(fresh);
  });

  // What scripts/gen-types.mjs does beyond openapi-typescript's defaults. These are checked by tsc
  // (`npm run typecheck`): a `false` where `true` is expected does not compile.
  it('types the narrowed envelopes, fixed-length arrays and optional parameters as the contract means them', () => {
    const checks: [
      // allOf [PageResult, {list: T[]}]: a list of T, not `unknown[] & T[]` (whose .map hands out unknowns).
      Equal<ArticlePage['list'], ArticleSummary[]>,
      Equal<CompanyPage['list'], CompanySummary[]>,
      // allOf [ApiResponse, {data: T}]: `data` is T and required, as ApiResponse requires it.
      Equal<S['SiteInfoResponse']['data'], SiteInfo>,
      // minItems = maxItems = 2: a [start, end) pair.
      Equal<SearchText['hits'], [number, number][]>,
      // A default is the server's, not a promise the client sends the value.
      Equal<PageQuery['current'], number | undefined>,
    ] = [true, true, true, true, true];
    expect(checks).toEqual([true, true, true, true, true]);
  });

  it('says how it was made and how to regenerate it', () => {
    const head = readFileSync(join(root, 'src/types/openapi.gen.ts'), 'utf8').slice(0, 400);
    expect(head).toContain('GENERATED from docs/openapi.yaml');
    expect(head).toContain('npm run gen:types');
  });
});
