/**
 * Build-time changes to index.html and Umi's route preload helper.
 *
 * Umi writes dist/preload_helper.*.js: an inline-speed script that, before umi.js has even been
 * parsed, starts the layout and page chunks of the route being opened (as `<script async>` tagged
 * the way webpack recognises, so nothing is fetched twice). It picks the route by
 * `location.pathname`, which under hash history is always '/'. Patched here to read the route
 * from the hash and to follow the device rule of src/utils/device.ts on the first route (a phone
 * opening `#/data` gets /mobile/data's chunks; a stored preference wins), so the chunks load while
 * umi.js and the site-info request do, not after them. (The file keeps Umi's name, whose hash
 * covers the route map, not this patch: a change to the device rule alone needs a fresh deploy.)
 *
 * Before them, the helper asks for the route's first-screen answers (`bootScript`).
 *
 * A chunk the helper starts that fails (gone after a redeploy) takes its `<script>` out: webpack,
 * finding a tag with the chunk's URL, would otherwise wait on that dead tag for its 2-minute
 * timeout before the page could say so (src/utils/chunkReload.ts reloads, then shows a message).
 *
 * (A static text shell inside #root was tried: first paint fell from 2.2 s to 0.8 s in Lighthouse's
 * mobile run, but the score dropped from ~0.86 to ~0.81 because the start-up script then counts
 * as blocking time. Revisit together with a smaller umi.js.)
 */
import type { IApi } from '@umijs/max';
import fs from 'node:fs';
import path from 'node:path';
import { BOOT_PROMISE, BOOT_ROUTE_PATTERN } from '../src/config/bootRoutes';
import { DEVICE_PREFERENCE_KEY } from '../src/config/constants';
import { MOBILE_PREFIX } from '../src/config/sections';
import { NO_TWIN, PHONE_MAX_WIDTH, PHONE_UA } from '../src/utils/device';

/** The path the app will render first: the hash route after Umi's redirects and the device rule. */
const firstRouteScript = `(function () {
  var M = ${JSON.stringify(MOBILE_PREFIX)};
  var path = location.hash.slice(1).split('?')[0] || '/';
  if (path === '/') path = '/home';
  if (path === M || path === M + '/') path = M + '/home';
  var mobile = path.indexOf(M + '/') === 0;
  var pref = null;
  try { pref = localStorage.getItem(${JSON.stringify(DEVICE_PREFERENCE_KEY)}); } catch (e) {}
  var phone = pref === 'mobile' || pref === 'desktop'
    ? pref === 'mobile'
    : ${PHONE_UA.toString()}.test(navigator.userAgent) || innerWidth <= ${PHONE_MAX_WIDTH};
  if (mobile && pref === 'desktop') return path.slice(M.length);
  if (!mobile && phone && ${JSON.stringify(NO_TWIN)}.indexOf(path) < 0) return M + path;
  return path;
})()`;

/**
 * Asks the server for the first route's first-screen answers (GET /webapi/boot, server/boot.ts) before
 * anything else, so they arrive while umi.js downloads; the app awaits the promise before its first
 * render (src/services/boot.ts). A host without our server answers 404 (or its page): null, the app asks.
 * A route without boot data asks the network at once instead: the request layer's files (a chunk of
 * their own, src/services/client.ts) start here beside umi.js, as the route's chunks do, tagged so
 * that webpack takes them up rather than fetching them again (by their `src`). A search's words go
 * along as the address has them (the server reads them as the page does); the pictures the answer
 * names (`images`) are started as soon as it arrives. (No `//` comments inside:
 * the script is written on one line.)
 */
const bootScript = (siteCode: string, publicPath: string, requestFiles: string[]) => `(function () {
  var route = ${firstRouteScript};
  if (!new RegExp(${JSON.stringify(BOOT_ROUTE_PATTERN)}).test(route) || typeof fetch !== 'function') {
    ${JSON.stringify(requestFiles)}.forEach(function (file) {
      var s = document.createElement('script');
      s.src = ${JSON.stringify(publicPath)} + file;
      s.async = true;
      s.setAttribute('data-webpack', 'request-layer');
      document.head.appendChild(s);
    });
    return;
  }
  var q = new URLSearchParams(location.hash.split('?')[1] || '').get('q');
  window[${JSON.stringify(BOOT_PROMISE)}] = fetch('/webapi/boot?route=' + encodeURIComponent(route) + (q ? '&q=' + encodeURIComponent(Array.from(q).slice(0, 200).join('')) : '') + '&siteCode=' + ${JSON.stringify(encodeURIComponent(siteCode))})
    .then(function (r) { return r.ok ? r.json() : null; })
    .then(function (body) {
      var images = body && body.data && body.data.images;
      if (Array.isArray(images)) images.forEach(function (src) {
        if (typeof src !== 'string' || src.charAt(0) !== '/' || src.charAt(1) === '/') return;
        var l = document.createElement('link');
        l.rel = 'preload';
        l.as = 'image';
        l.href = src;
        document.head.appendChild(l);
      });
      return body;
    })
    .catch(function () { return null; });
})();`;

/** The request layer's files (.umirc.ts names them: `request` and `request-layer`). */
const REQUEST_FILES = /^request(-layer)?\.[0-9a-f]+\.async\.js$/;

const oneLine = (js: string) => {
  // A line comment would swallow everything after it once the lines are joined.
  if (/^\s*\/\//m.test(js)) throw new Error('plugins/html.ts: no // comments inside an inline script');
  return js.replace(/\s*\n\s*/g, ' ');
};

/** Run right after the helper, before any of its scripts can have failed. */
const dropFailedScripts = `document.querySelectorAll('script[data-webpack]').forEach(function (s) { s.addEventListener('error', function () { s.remove(); }); });`;

const catchAllLast = `function (a, b) { return (a[0].slice(-1) === '*') - (b[0].slice(-1) === '*'); }`;

export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('html').attr('lang', 'zh-CN');
    if (api.env === 'production') {
      // The entry's other file (React's renderer, .umirc.ts `framework`), which Umi writes into the
      // head as a blocking script, goes before umi.js, whose start-up waits for it. Both are `defer`:
      // they run after the page is parsed, in a task of their own, never in the one where the helper
      // runs and starts the route's chunks and answers. (Lighthouse's simulation makes whatever a task
      // starts wait for every script that task runs: the chunks waited for both files, issue 23.)
      const framework = $('head script[src*="/framework."]');
      const entry = $('body script[src*="/umi."]');
      if (framework.length !== 1 || entry.length !== 1) throw new Error('plugins/html.ts: expected framework.*.js in the head and umi.*.js in the body');
      entry.replaceWith(`<script src="${framework.attr('src')}" defer></script>\n<script src="${entry.attr('src')}" defer></script>`);
      framework.remove();
    }
    // The helper stays a file (fetched beside the CSS): inline, it would break the deployment's
    // Content-Security-Policy (script-src 'self', docs/deployment.md).
    return $;
  });

  // After Umi's own onBuildComplete, which writes the helper.
  api.onBuildComplete({
    stage: Infinity,
    fn: ({ err }) => {
      if (err) return;
      const out = api.paths.absOutputPath;
      const helper = fs.readdirSync(out).find((f) => /^preload_helper.*\.js$/.test(f));
      if (!helper) return;
      const file = path.join(out, helper);
      const code = fs.readFileSync(file, 'utf-8');
      // Its pattern search takes the first route that matches, and `/*` (the desktop 404) can come
      // before `/mobile/article/:id`: try the catch-alls last.
      const routeList = /Object\.entries\((\w+)\.r\)/;
      if (!code.includes('location.pathname') || !routeList.test(code)) {
        throw new Error(`plugins/html.ts: ${helper} has changed; update the hash-route patch`);
      }
      const patched = code
        .replace('location.pathname', oneLine(firstRouteScript))
        .replace(routeList, (_, map) => `Object.entries(${map}.r).sort(${catchAllLast})`);
      const siteCode = String(api.config.define?.['process.env.SITE_CODE'] ?? '');
      const requestFiles = fs.readdirSync(out).filter((f) => REQUEST_FILES.test(f));
      if (requestFiles.length !== 2) throw new Error(`plugins/html.ts: expected the request layer's two files in ${out}, found ${requestFiles.join(', ') || 'none'}`);
      fs.writeFileSync(file, `${oneLine(bootScript(siteCode, String(api.config.publicPath ?? '/'), requestFiles))}\n${patched.trimEnd()}\n${dropFailedScripts}\n`);
    },
  });
};
