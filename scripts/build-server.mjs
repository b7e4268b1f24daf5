/**
 * Bundles server/ into server/dist/main.mjs (the server) and users.mjs (`npm run users`) with esbuild
 * (packages stay in node_modules), with what they read at run time beside them: the SQL migrations
 * and docs/openapi.yaml, parsed (openapi.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import YAML from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(ROOT, 'server', 'dist');
fs.rmSync(out, { recursive: true, force: true });
const result = await build({
  entryPoints: { main: path.join(ROOT, 'server', 'main.ts'), users: path.join(ROOT, 'server', 'users.ts'), backup: path.join(ROOT, 'server', 'backupCli.ts') },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // The demo office (server/demo, with the generator in mock/) in its own chunk, loaded only when SEED asks for it.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  logLevel: 'warning',
  // Bundled CommonJS-style code (mock/lib) may call require: give ESM one.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
// Which source files each output holds: tests/server/bundle.test.ts reads it.
fs.writeFileSync(path.join(out, 'meta.json'), JSON.stringify(result.metafile));
fs.cpSync(path.join(ROOT, 'server', 'db', 'migrations'), path.join(out, 'migrations'), { recursive: true });
// The contract beside the bundle, parsed once here: JSON reads in milliseconds where the 300 KB of YAML
// took 1–2 s of every server start (the server tests start about ninety).
fs.writeFileSync(path.join(out, 'openapi.json'), JSON.stringify(YAML.parse(fs.readFileSync(path.join(ROOT, 'docs', 'openapi.yaml'), 'utf8'))));
console.log(`server bundle: ${path.relative(ROOT, out)}/main.mjs, users.mjs, backup.mjs`);
