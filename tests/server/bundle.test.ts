/**
 * A real office's server does not load the demo: in the production bundle (esbuild's metafile of
 * `npm run build:server`), nothing the server entry imports statically, chunk by chunk, holds a
 * module from mock/. The demo office (server/demo, with the generator) is its own chunk, reached
 * only by main.ts's dynamic import when SEED names a site.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Output {
  entryPoint?: string;
  inputs: Record<string, unknown>;
  imports: { path: string; kind: string; external?: boolean }[];
}

const DIST = path.join(__dirname, '..', '..', 'server', 'dist');
const meta = JSON.parse(fs.readFileSync(path.join(DIST, 'meta.json'), 'utf8')) as { outputs: Record<string, Output> };
const outputs = Object.fromEntries(Object.entries(meta.outputs).filter(([name]) => name.endsWith('.mjs')));
const entry = (source: string) => Object.keys(outputs).find((name) => outputs[name].entryPoint === source)!;

/** The outputs `from` loads before it runs: itself and its static imports, transitively. */
function staticClosure(from: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const i of outputs[name].imports) if (!i.external && i.kind === 'import-statement' && outputs[i.path]) visit(i.path);
  };
  visit(from);
  return [...seen];
}

const mockInputs = (names: string[]) => names.flatMap((name) => Object.keys(outputs[name].inputs).filter((input) => input.startsWith('mock/')));

describe('the server bundle', () => {
  it('loads no module of mock/ unless the demo is asked for', () => {
    const main = entry('server/main.ts');
    expect(main).toBeDefined();
    const closure = staticClosure(main);
    expect(closure.length).toBeGreaterThan(1);
    expect(mockInputs(closure)).toEqual([]);
    // `npm run users` neither.
    expect(mockInputs(staticClosure(entry('server/users.ts')))).toEqual([]);
  });

  it('has the demo office, generator included, in a chunk main.ts imports only dynamically', () => {
    const main = entry('server/main.ts');
    const demo = entry('server/demo/index.ts');
    expect(outputs[main].imports).toContainEqual(expect.objectContaining({ path: demo, kind: 'dynamic-import' }));
    expect(staticClosure(main)).not.toContain(demo);
    expect(mockInputs([demo])).toEqual(expect.arrayContaining(['mock/lib/indices.ts', 'mock/lib/dataset.ts']));
  });
});
