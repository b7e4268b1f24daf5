/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside every text file of dist/ of
 * 1 KB or more, once at build time: the server sends them as they are (@fastify/static
 * `preCompressed`), so a visitor downloads what `npm run size` measures and no request pays for
 * compressing. nginx can serve the same files with `gzip_static` / `brotli_static`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(ROOT, process.argv[2] ?? 'dist');
const TEXT = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

let files = 0;
let raw = 0;
let br = 0;
const started = Date.now();
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const bytes = fs.readFileSync(file);
  if (bytes.length < 1024) continue;
  const brotli = zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  files += 1;
  raw += bytes.length;
  br += brotli.length;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed ${files} files of ${path.relative(ROOT, dist)}/: ${kb(raw)} → ${kb(br)} brotli, ${((Date.now() - started) / 1000).toFixed(1)} s`);
