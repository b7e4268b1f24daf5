/**
 * The big-data showcase's kiosk address, /datashow/: a copy of index.html in dist/datashow/ and
 * the service worker dist/datashow/sw.js (plugins/datashowWorker/worker.ts, bundled here with
 * esbuild). A worker's scope cannot be narrower than a path, and under hash routing every page
 * lives at '/': the showcase gets a path of its own so that its worker (scope /datashow/) never
 * controls the rest of the site. The precache list (what Workbox's injectManifest would write)
 * is the shell: that index.html copy, umi.js/css and the route helper, each with a content hash.
 */
import type { IApi } from '@umijs/max';
import { buildSync } from 'esbuild';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const KIOSK_DIR = 'datashow';
const SHELL_FILES = /^((umi|framework)\.[\w.]+\.(js|css)|preload_helper\.[\w.]+\.js|favicon\.svg)$/;

export default (api: IApi) => {
  // The same entry page at /datashow/index.html.
  api.modifyExportHTMLFiles((files) => {
    const entry = files.find((f) => f.path === 'index.html');
    return entry ? [...files, { path: `${KIOSK_DIR}/index.html`, content: entry.content }] : files;
  });

  api.onBuildHtmlComplete(() => {
    const out = api.paths.absOutputPath;
    const files = [`${KIOSK_DIR}/index.html`, ...fs.readdirSync(out).filter((f) => SHELL_FILES.test(f))];
    const manifest = files.map((f) => ({
      url: `/${f}`,
      revision: createHash('md5').update(fs.readFileSync(path.join(out, f))).digest('hex').slice(0, 12),
    }));
    buildSync({
      entryPoints: [path.join(__dirname, 'datashowWorker', 'worker.ts')],
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2020',
      outfile: path.join(out, KIOSK_DIR, 'sw.js'),
      define: { 'self.__WB_MANIFEST': JSON.stringify(manifest), 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
  });
};
