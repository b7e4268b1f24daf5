import { defineConfig } from '@umijs/max';
import path from 'node:path';
import { routes } from './config/routes';
import { lessVars } from './src/theme/lessVars';

/**
 * Umi Max configuration. Routes live in config/routes.ts (desktop tree, mobile tree, /datashow).
 *
 * SITE_CODE picks the site a /webapi backend serves (fixed at build time, demo default).
 */
/** Modern browsers only (Chrome/Edge current, Safari/iOS ≥ 14, WeChat): no legacy polyfills. */
const TARGETS = { chrome: 87, edge: 88, safari: 14, ios: 14 };
const SITE_CODE = process.env.SITE_CODE || 'qingxi-hardware';

/**
 * Library lines changed at build (see chainWebpack), each for a first screen's sake: two started ICU
 * before anything was shown, now only when used; one put the PEG message parser (8 KB gzip) into
 * umi.js, which Chinese does not need; two pulled antd's whole colour picker (with Collapse and
 * @rc-component/color-picker, 8.5 KB gzip) into every desktop page for a colour test and a colour
 * parse, now done with @ant-design/fast-color, which the picker's colour class extends (same results);
 * two kept code that never runs here in umi.js: number and date skeletons, which no message writes,
 * and the server-rendering shell of Umi's renderer, which a browser-rendered app never hydrates.
 */
const LIBRARY_PATCHES: [string, RegExp, { search: string; replace: string }[]][] = [
  [
    // The default locale, read only when a message is formatted without one (react-intl always passes one).
    'intl-messageformat-default-locale-on-demand',
    /[\\/]intl-messageformat[\\/](lib|dist)[\\/]core\.js$/,
    [
      {
        search: 'IntlMessageFormat.defaultLocale = new Intl.NumberFormat().resolvedOptions().locale;',
        replace:
          "Object.defineProperty(IntlMessageFormat, 'defaultLocale', { configurable: true, enumerable: true, get: function () { return new Intl.NumberFormat().resolvedOptions().locale; }, set: function (v) { Object.defineProperty(IntlMessageFormat, 'defaultLocale', { value: v, writable: true, configurable: true, enumerable: true }); } });",
      },
    ],
  ],
  [
    // A warning that the browser lacks the language's data: in development only (every browser has ours).
    'react-intl-locale-check-in-development',
    /[\\/]react-intl[\\/](lib|dist)[\\/]components[\\/]provider\.js$/,
    [
      { search: 'else if (!Intl.NumberFormat.supportedLocalesOf(locale).length &&', replace: "else if (process.env.NODE_ENV !== 'production' && !Intl.NumberFormat.supportedLocalesOf(locale).length &&" },
      { search: 'else if (!Intl.DateTimeFormat.supportedLocalesOf(locale).length &&', replace: "else if (process.env.NODE_ENV !== 'production' && !Intl.DateTimeFormat.supportedLocalesOf(locale).length &&" },
    ],
  ],
  [
    // Chinese messages are text and arguments: the PEG parser comes with another language (src/locales/messageParser.ts).
    'intl-messageformat-lean-parser',
    /[\\/]intl-messageformat[\\/]lib[\\/]core\.js$/,
    [{ search: "import { parse } from 'intl-messageformat-parser';", replace: "import { parse } from '@/locales/messageParser';" }],
  ],
  [
    // Skeletons (`{n, number, ::percent}`) are in no message (tests/unit/foundation/locales.test.ts): their parser (1.4 KB gzip) stays out of umi.js.
    'intl-messageformat-without-skeletons',
    /[\\/]intl-messageformat[\\/]lib[\\/]formatters\.js$/,
    [
      {
        search:
          "import { convertNumberSkeletonToNumberFormatOptions, isArgumentElement, isDateElement, isDateTimeSkeleton, isLiteralElement, isNumberElement, isNumberSkeleton, isPluralElement, isPoundElement, isSelectElement, isTimeElement, parseDateTimeSkeleton, } from 'intl-messageformat-parser';",
        replace:
          "import { isArgumentElement, isDateElement, isDateTimeSkeleton, isLiteralElement, isNumberElement, isNumberSkeleton, isPluralElement, isPoundElement, isSelectElement, isTimeElement, } from 'intl-messageformat-parser/lib/types';\nimport { convertNumberSkeletonToNumberFormatOptions, parseDateTimeSkeleton } from '@/locales/messageParser';",
      },
    ],
  ],
  [
    // Umi's renderer wraps a server-rendered page in its <Html> only to hydrate it; this app renders in the browser (2 KB gzip).
    'umi-renderer-without-server-html',
    /[\\/]@umijs[\\/]renderer-react[\\/]dist[\\/]browser\.js$/,
    [{ search: 'import { Html } from "./html";', replace: 'var Html = function Html() { throw new Error("This app renders in the browser: no server-rendered page to hydrate"); };' }],
  ],
  [
    // The button's text colour on a solid background: ColorPresets' isBright, written over FastColor.
    'antd-button-without-color-picker',
    /[\\/]antd[\\/]es[\\/]button[\\/]style[\\/]token\.js$/,
    [
      {
        search: "import { AggregationColor } from '../../color-picker/color';\nimport { isBright } from '../../color-picker/components/ColorPresets';",
        replace:
          "import { FastColor } from '@ant-design/fast-color';\nconst isBright = (value, bg) => { const { r, g, b, a } = value.toRgb(); if (a <= 0.5) return new FastColor(value.toRgbString()).onBackground(bg).toHsv().v > 0.5; return r * 0.299 + g * 0.587 + b * 0.114 > 192; };",
      },
      { search: 'isBright(new AggregationColor(token.colorBgSolid)', replace: 'isBright(new FastColor(token.colorBgSolid)' },
    ],
  ],
  [
    // A tooltip's custom colour, parsed by FastColor rather than the picker's colour class.
    'antd-tooltip-without-color-picker',
    /[\\/]antd[\\/]es[\\/]tooltip[\\/]util\.js$/,
    [
      { search: "import { generateColor } from '../color-picker/util';", replace: "import { FastColor } from '@ant-design/fast-color';" },
      { search: 'generateColor(color).toRgb()', replace: 'new FastColor(color).toRgb()' },
    ],
  ],
];

export default defineConfig({
  // The original is a hash-history SPA at base '/', so any static host serves it without rewrites.
  history: { type: 'hash' },
  base: '/',
  publicPath: '/',
  hash: true,
  routes,
  plugins: ['./plugins/html.ts', './plugins/datashowShell.ts'],
  define: { 'process.env.SITE_CODE': SITE_CODE },
  // Colour tokens (src/theme/tokens.ts) as Less variables for every .less file: @brand, @up, @text-secondary, …
  theme: lessVars,

  model: {},
  initialState: { loading: '@/components/InitialLoading' },
  access: {},
  request: { dataField: 'data' },
  locale: {
    default: 'zh-CN',
    // antd's language is set by the desktop layout (src/components/layout/AntdConfig.tsx): here it
    // would put antd into umi.js, which phones download too. dayjs still follows the language.
    antd: false,
    baseNavigator: true,
    useLocalStorage: true,
    // Titles are set by our layouts (page title + site name), not by the plugin.
    title: false,
  },
  // The locale plugin switches dayjs's global locale (what antd's date pickers use) with the
  // language only when this plugin is on. antd 5 is built on dayjs and its pickers extend the dayjs plugins they need, so
  // the antd-4 preset (moment-compatible plugins) and `duration` would only weigh on umi.js.
  moment2dayjs: { preset: 'none', plugins: [] },

  targets: TARGETS,
  // The document's title, <html lang dir> and an article's link-preview tags are written by
  // src/components/layout/DocumentMeta.tsx; Umi's Helmet provider would add 5.6 KB gzip to umi.js.
  helmet: false,
  polyfill: false,
  // Terser, not Umi's default esbuild: esbuild minifies each chunk without removing what webpack
  // left unused inside it (all of tslib, unused exports), terser does. umi.js: 122.8 → 110.2 KB
  // brotli for 25 s more build (issue 23). es2020 keeps modern syntax (Safari 14 runs it).
  jsMinifier: 'terser',
  jsMinifierOptions: { ecma: 2020, compress: { passes: 2 } },
  analyze: { analyzerMode: 'json' },
  chainWebpack(memo, { env }) {
    // Umi hands `targets` to babel at the top level, but its preset sets preset-env's
    // `ignoreBrowserslistConfig`, with which preset-env ignores top-level targets and compiles for
    // ES5: every async function through regenerator, every spread through helpers (umi.js carried
    // 8.6 KB gzip of them). The same targets given to preset-env itself keep our code modern.
    for (const rule of ['src', 'jsx-ts-tsx', 'extra-src']) {
      memo.module
        .rule(rule)
        .use('babel-loader')
        .tap((options) => {
          const presets = [...(options.presets as unknown[])];
          const at = presets.findIndex((p) => Array.isArray(p) && String(p[0]).includes('babel-preset-umi'));
          if (at < 0) throw new Error(`.umirc.ts: Umi's babel preset is no longer in the ${rule} rule; see the targets note`);
          const [preset, presetOptions] = presets[at] as [string, { presetEnv?: object }];
          presets[at] = [preset, { ...presetOptions, presetEnv: { ...presetOptions.presetEnv, targets: TARGETS } }];
          return { ...options, presets };
        });
    }
    // Umi gives Node's `Buffer` polyfill (7 KB gzip) to any module that names it. Of ours only
    // axios 0.27's form-data helper does, on a branch for runtimes without Blob: not a browser.
    memo.plugin('node-polyfill-provider').tap((args) => {
      const provides = { ...args[0] };
      delete provides.Buffer;
      return [provides];
    });
    // Umi's locale plugin imports `event-emitter` by its absolute path; ours is the same on/off/emit
    // without es5-ext (src/utils/eventEmitter.ts).
    memo.resolve.alias.set(path.dirname(require.resolve('event-emitter/package.json')), path.resolve(__dirname, 'src/utils/eventEmitter.ts'));
    // The request plugin's useRequest (@ahooksjs/use-request, ahooks 2) is imported by the generated
    // request module whether used or not (ours is ahooks 3's, in src/hooks/useApi.ts); the package does
    // not declare itself free of side effects, so 14 KB of it sat unused in umi.js. It is: dropped when unused.
    memo.module.rule('ahooks2-side-effect-free').test(/[\\/]@ahooksjs[\\/]use-request[\\/]/).sideEffects(false);
    // The request layer (the plugin's request module and axios) is loaded on demand by
    // src/services/client.ts; exports.ts re-exports it, which without this kept it in umi.js.
    memo.module.rule('request-on-demand').test(/[\\/]plugin-request[\\/]/).sideEffects(false);
    // A first visit (a phone's above all) fetches fewer, larger chunks: a shared module under 50 KB
    // stays in each route's chunk instead of a file of its own. Each file costs a request (six at a
    // time over HTTP/1.1) and a script insertion the main thread pays for (issue 23).
    //
    // The request layer (src/services/client.ts) is two files of known names: request.*.async.js
    // (the plugin's module) and request-layer.*.async.js (axios and the rest), which the preload
    // helper starts with umi.js on routes without boot data (plugins/html.ts). (A group named like the
    // import's own chunk, `request`, is silently ignored by webpack.)
    memo.optimization.splitChunks({
      chunks: 'async',
      minSize: 50_000,
      cacheGroups: {
        requestLayer: { name: 'request-layer', test: /[\\/](axios|plugin-request|@ahooksjs)[\\/]/, chunks: 'async', enforce: true, priority: 40 },
        // React's renderer, in a file of its own beside umi.js (plugins/html.ts writes both into the
        // page): over HTTP/1.1 two files come down two connections at once, and each connection's
        // first round trips carry little (TCP slow start), so the entry arrives sooner than as one
        // 80 KB file. Lighthouse's simulation models just that (issue 23). Production only: the
        // development server's page names umi.js alone.
        ...(env === 'production' && { framework: { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, chunks: 'initial', enforce: true, priority: 50 } }),
      },
    });
    // The first use of Intl in a page starts ICU: 100–180 ms of a phone's main thread at 4× CPU
    // slowdown, which the floor never pays (issue 23). Our own numbers and month names no longer need
    // it (src/utils/format.ts); two library lines did, while umi.js was evaluated and the app
    // created. Each replacement must match (strict), so an upgrade that changes them fails the build.
    for (const [name, file, multiple] of LIBRARY_PATCHES) {
      memo.module.rule(name).test(file).use('string-replace').loader(require.resolve('string-replace-loader')).options({ multiple: multiple.map((m) => ({ ...m, strict: true })) });
    }
  },

  // /webapi is the server's (server/): mock/ only holds the demo dataset it seeds. `npm run dev`
  // starts the server beside `max dev` and proxies /webapi to it (scripts/dev.mjs).
  mock: false,
  proxy: Object.fromEntries(
    // '/s/', not '/s': that would take /static too.
    ['/webapi', '/s/', '/sitemap.xml', '/robots.txt'].map((path) => [path, { target: `http://127.0.0.1:${process.env.API_PORT || 8001}`, changeOrigin: false }]),
  ),
  title: '产业指数信息门户',
  metas: [{ name: 'viewport', content: 'width=device-width, initial-scale=1' }],
  favicons: ['/favicon.svg'],
});
