/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The contract's generated types (scripts/gen-types.mjs, issue 44) must be what docs/openapi.yaml gives
// now: a contract change without `npm run gen:types` would leave the front end and the server typed
// against the old one. The generator runs in its own node (it is an ES module; jest is not).
const root = join(__dirname, '../../..');

describe('src/types/openapi.gen.ts', () => {
  it('is what docs/openapi.yaml gives today (else run npm run gen:types)', () => {
    const fresh = execFileSync(process.execPath, [join(root, 'scripts/gen-types.mjs'), '--stdout'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const committed = readFileSync(join(root, 'src/types/openapi.gen.ts'), 'utf8');
    expect(committed).toBe(fresh);
  });

  it('says how it was made and how to regenerate it', () => {
    const head = readFileSync(join(root, 'src/types/openapi.gen.ts'), 'utf8').slice(0, 400);
    expect(head).toContain('GENERATED from docs/openapi.yaml');
    expect(head).toContain('npm run gen:types');
  });
});
