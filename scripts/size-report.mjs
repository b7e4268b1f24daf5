#!/usr/bin/env node
/**
 * First-load JS per route, from dist/ (run after `npm run build`): the entry scripts of
 * index.html plus the route's own chunks and its layout's, sized with gzip -9 and brotli q11 as a
 * CDN would serve them. Budgets (PRODUCT.md §5): /home and /mobile/home ≤ 250 KB brotli, every
 * other route ≤ 450 KB. Exits 1 when a budget is exceeded, so it can gate CI.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] || 'dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run \`npm run build\` first.`);
  process.exit(2);
}

const sizeCache = new Map();
function sizes(file) {
  if (sizeCache.has(file)) return sizeCache.get(file);
  const buf = fs.readFileSync(path.join(dist, file));
  const s = {
    raw: buf.length,
    gzip: zlib.gzipSync(buf, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(file, s);
  return s;
}

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((m) => m[1]);

// Umi's build writes each route's chunk files into preload_helper.js (`f`: [file, chunkId][],
// `r`: route path -> indexes into f, the layout's chunks included). That is exactly the set a
// first visit to the route loads before it renders; charts and exceljs load later, on use.
const helperFile = fs.readdirSync(dist).find((f) => /^preload_helper\..*js$/.test(f));
const helper = helperFile ? fs.readFileSync(path.join(dist, helperFile), 'utf8') : '';
const fMatch = helper.match(/f:(\[\[.*?\]\]),r:/s);
const rMatch = helper.match(/r:(\{[^}]*\})/s);
if (!fMatch || !rMatch) {
  console.error('Could not read the route chunk map from preload_helper.js; the size report needs updating for this Umi version.');
  process.exit(2);
}
const files = JSON.parse(fMatch[1]);
const routeFiles = JSON.parse(rMatch[1]);

const entryTotal = entry.reduce(
  (t, f) => {
    const s = sizes(f);
    return { gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli };
  },
  { gzip: 0, brotli: 0 },
);

const rows = [];
for (const [route, indexes] of Object.entries(routeFiles)) {
  if (route.includes('*') || route === '/' || route === '/mobile') continue;
  const js = new Set(entry);
  for (const i of indexes) if (files[i][0].endsWith('.js')) js.add(files[i][0]);
  let gzip = 0;
  let brotli = 0;
  for (const f of js) {
    const s = sizes(f);
    gzip += s.gzip;
    brotli += s.brotli;
  }
  const budget = route === '/home' || route === '/mobile/home' ? 250 : 450;
  rows.push({ route, files: js.size, gzip, brotli, budget });
}
rows.sort((a, b) => a.route.localeCompare(b.route));

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log(`entry (${entry.join(', ')}): gzip ${kb(entryTotal.gzip)} KB, brotli ${kb(entryTotal.brotli)} KB\n`);
console.log(`${'route'.padEnd(28)} files   gzip KB  brotli KB  budget  ok`);
let failed = 0;
for (const r of rows) {
  const ok = r.brotli / 1024 <= r.budget;
  if (!ok) failed += 1;
  console.log(`${r.route.padEnd(28)} ${String(r.files).padStart(5)} ${kb(r.gzip)}   ${kb(r.brotli)}   ${String(r.budget).padStart(5)}  ${ok ? 'yes' : 'NO'}`);
}
if (!rows.length) {
  console.error('No routes found in umi.js: the size report needs updating for this Umi version.');
  process.exit(2);
}
process.exit(failed ? 1 : 0);
