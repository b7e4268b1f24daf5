/**
 * index.html's boot element (server/boot.ts): what the server writes into the page is JSON that no
 * text inside can end early, and it sits before the entry script, whose download starts from the head.
 *
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { BOOT_ROUTE_PATTERN, bootPageOf } from '../../../src/config/bootRoutes';
import { firstImageOf, scriptJson, withBoot } from '../../../server/boot';

const PAGE = '<html><head><title>t</title></head><body><div id="root"></div>\n<script src="/umi.acea42cd.js"></script></body></html>';

describe('boot data in the page', () => {
  it('keeps a hostile text inside its element and reads back the same', () => {
    const value = { name: '青溪</script><script>alert(1)</script><!-- 「引号」' };
    const page = withBoot(PAGE, scriptJson(value));
    expect(page.match(/<script\b/g)).toHaveLength(2);
    const inside = /<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(page)![1];
    expect(JSON.parse(inside)).toEqual(value);
    expect(page.indexOf('id="boot"')).toBeLessThan(page.indexOf('<script src="/umi.acea42cd.js">'));
    expect(page).toContain('<link rel="preload" as="script" href="/umi.acea42cd.js">\n</head>');
  });

  it('preloads every script of the body (React\'s renderer, then the entry) in their order', () => {
    const page = withBoot(PAGE.replace('<script src="/umi.acea42cd.js">', '<script src="/framework.0f1e2d3c.js" defer></script>\n<script src="/umi.acea42cd.js" defer>'), '{}');
    expect(page).toContain('<link rel="preload" as="script" href="/framework.0f1e2d3c.js">\n<link rel="preload" as="script" href="/umi.acea42cd.js">\n</head>');
    expect(page.indexOf('id="boot"')).toBeLessThan(page.indexOf('<script src="/umi.acea42cd.js" defer>'));
  });

  it('leaves a page without the entry script as it is', () => {
    expect(withBoot('<html><body></body></html>', '{}')).toBe('<html><body></body></html>');
  });
});

describe('the picture a first screen opens with', () => {
  it('is the first image of the article when it is a file of this site', () => {
    expect(firstImageOf('<h2>概况</h2><p>文字</p><figure><img src="/demo/market-hall.svg" alt="全景" width="640"></figure><img src="/b.png">')).toBe('/demo/market-hall.svg');
    expect(firstImageOf('<p><img alt="x" loading="lazy" src="/webapi/media/12/photo.jpg" /></p>')).toBe('/webapi/media/12/photo.jpg');
  });

  it.each(['<img src="//evil.example/x.png">', '<img src="https://evil.example/x.png">', '<img src="javascript:alert(1)">', '<img data-src="/x.png">', '<p>没有图片</p>', '<img src="/x y.png">'])('is none in %s', (html) => {
    expect(firstImageOf(html)).toBeUndefined();
  });

  it('is none without HTML', () => {
    expect(firstImageOf(undefined)).toBeUndefined();
  });
});

describe('GET /webapi/boot in the contract', () => {
  it('takes exactly the routes the preload helper asks it for', () => {
    const doc = YAML.parse(fs.readFileSync(path.join(__dirname, '../../../docs/openapi.yaml'), 'utf8')) as {
      paths: Record<string, { get: { parameters: { name?: string; schema?: { pattern?: string } }[] } }>;
    };
    const route = doc.paths['/webapi/boot'].get.parameters.find((p) => p.name === 'route')!;
    expect(route.schema!.pattern).toBe(BOOT_ROUTE_PATTERN);
  });
});

describe('the routes with boot data', () => {
  it.each([
    ['/home', { page: '/home' }],
    ['/mobile/data', { page: '/data' }],
    ['/mobile/introduce', { page: '/introduce' }],
    ['/article/100567', { page: '/article', id: '100567' }],
    ['/mobile/companyDetail/1001', { page: '/companyDetail', id: '1001' }],
    ['/mobile/search', { page: '/search' }],
  ])('%s is %j', (route, target) => {
    expect(bootPageOf(route)).toEqual(target);
  });

  it.each(['/', '/mobile', '/mobilehome', '/admin/home', '/search/', '/datashow', '/article', '/article/0', '/article/0123', '/article/1/x', '/articles/1', '/companyDetail/1e3', '/home/'])(
    '%s has none',
    (route) => {
      expect(bootPageOf(route)).toBeUndefined();
    },
  );
});
