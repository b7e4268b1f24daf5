/**
 * An office that starts from an empty database (issue 45, its first step): the server answers that
 * there is no site yet, `npm run users` makes the first admin, who sets the site up through the back
 * office (`createSite`); the public answers are then that office's, empty where nothing is published,
 * whatever site code the front end was built with. Several sites: an unknown code is 404 again.
 */
import sharp from 'sharp';
import { AdminClient, oneTimePasswordIn, siteSettings, users, type Reply } from './support/admin';
import { cli, tokenOf } from './support/publishing';
import { request, startServer, type TestServer } from './support/server';

const A = '/webapi/admin';
const PASSWORD = 'Nanhu-tea-office-2031';
const CODE = 'nanhu-tea';
const SETTINGS = siteSettings('南湖茶叶价格指数', {
  shortName: '南湖茶指',
  publisher: '南湖县茶叶产业发展中心',
  icp: '浙ICP备31000000号-1',
  police: '浙公网安备 33000002000031号',
  contact: { phone: '0573-1234 5678', email: 'tea@example.org', address: '南湖县茶城路 8 号' },
});

let server: TestServer;
let admin: AdminClient;
let editor: AdminClient;

const json = async (url: string) => (await request(server.baseURL, url)).json as Reply['json'];
const outcome = (r: Reply) => ({ status: r.status, code: r.json.errorCode });

async function staff(name: string, role: string): Promise<AdminClient> {
  const oneTime = oneTimePasswordIn(await users(server.database, 'add', name, '--role', role));
  const c = new AdminClient(server.baseURL);
  await c.firstSignIn(name, oneTime, PASSWORD);
  return c;
}

beforeAll(async () => {
  server = await startServer({ seeded: false, env: { SEED: 'off' }, until: 'listening' });
  admin = await staff('boss', 'admin');
  editor = await staff('writer', 'editor');
});

afterAll(async () => {
  await server?.stop();
});

describe('a server with no site yet', () => {
  it('answers every site operation SITE_NOT_SET_UP (404), in Chinese and English, never a 500', async () => {
    for (const url of ['/webapi/site', '/webapi/constants', '/webapi/index/families', `/webapi/site?siteCode=${CODE}`]) {
      const r = await request(server.baseURL, url);
      expect({ url, status: r.status, code: (r.json as Reply['json']).errorCode }).toEqual({ url, status: 404, code: 'SITE_NOT_SET_UP' });
      expect((r.json as Reply['json']).errorMessage).toBe('本站尚未设置（This site has not been set up yet.）');
    }
  });

  it('lets staff sign in; only an admin may set the site up', async () => {
    expect((await admin.send('GET', `${A}/session`)).json.data).toMatchObject({ account: { name: 'boss', role: 'admin' } });
    expect(outcome(await editor.send('POST', `${A}/site`, { code: CODE, settings: SETTINGS }))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(outcome(await new AdminClient(server.baseURL).send('POST', `${A}/site`, { code: CODE, settings: SETTINGS }))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('refuses a malformed code or settings with a clear 400 and writes nothing', async () => {
    const bad = [
      ...['Nanhu', 'nanhu_tea', '-nanhu', 'nanhu-', '', 'a'.repeat(41), '南湖'].map((code) => ({ code, settings: SETTINGS })),
      { code: CODE, settings: { ...SETTINGS, name: '' } },
      { code: CODE, settings: { ...SETTINGS, sections: ['nope'] } },
      { code: CODE },
    ];
    for (const body of bad) {
      const r = await admin.send('POST', `${A}/site`, body);
      expect({ body, status: r.status, error: r.json.errorCode }).toEqual({ body, status: 400, error: 'BAD_REQUEST' });
    }
    await expect(json('/webapi/site')).resolves.toMatchObject({ errorCode: 'SITE_NOT_SET_UP' });
  });
});

describe('setting the site up', () => {
  let created: Reply;
  beforeAll(async () => {
    created = await admin.send('POST', `${A}/site`, { code: CODE, settings: SETTINGS });
  });

  it('answers the new site as getSite does, and records who did it', async () => {
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({ siteCode: CODE, name: SETTINGS.name, police: SETTINGS.police, icp: SETTINGS.icp, demo: false });
    const trail = await admin.send('GET', `${A}/audit?action=site.create`);
    expect(trail.json.data).toMatchObject({ total: 1, list: [{ action: 'site.create', accountName: 'boss', after: { code: CODE, name: SETTINGS.name } }] });
  });

  it('is the site of every public answer, whatever code the front end was built with', async () => {
    for (const query of ['', `?siteCode=${CODE}`, '?siteCode=qingxi-hardware', '?siteCode=any-build-code']) {
      const site = await json(`/webapi/site${query}`);
      expect({ query, success: site.success, data: site.data }).toMatchObject({ query, success: true, data: { siteCode: CODE, name: '南湖茶叶价格指数', publisher: '南湖县茶叶产业发展中心', police: SETTINGS.police } });
    }
  });

  it('has the original categories and nothing published yet', async () => {
    const constants = (await json('/webapi/constants')).data as { categories: { id: number; name: string }[]; projects: unknown[] };
    expect(constants.categories.map((c) => c.name)).toEqual(['研究报告', '指数评论', '行业资讯', '区域品牌', '市场介绍', '指数介绍']);
    expect(constants.projects).toEqual([]);
    expect((await json('/webapi/index/families')).data).toEqual([]);
    expect((await json('/webapi/articles?categoryId=213')).data).toMatchObject({ list: [], total: 0 });
    expect((await json('/webapi/companies')).data).toMatchObject({ list: [], total: 0 });
    // No edition yet: the page's empty state reads this, never "undefined 年度".
    await expect(json('/webapi/brands/ranking')).resolves.toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: '品牌榜单尚未发布（No brand ranking has been published yet.）' });
  });

  it('shows what exists on the showcase: no headline while no family is published', async () => {
    const show = await json('/webapi/datashow');
    expect(show).toMatchObject({ success: true, data: { headline: null, families: [], categories: [], brands: [], totals: { companies: 0, products: 0, brands: 0, articles: 0 } } });
  });

  it('answers the first screens of the home and data pages, with nothing to name yet', async () => {
    for (const route of ['/home', '/mobile/home', '/data', '/mobile/data']) {
      const boot = await json(`/webapi/boot?route=${encodeURIComponent(route)}`);
      expect({ route, success: boot.success }).toEqual({ route, success: true });
    }
  });

  it('takes a code once: the same code again is 409; a second site makes an unknown code 404 again', async () => {
    expect(outcome(await admin.send('POST', `${A}/site`, { code: CODE, settings: SETTINGS }))).toEqual({ status: 409, code: 'CONFLICT' });
    expect((await admin.send('POST', `${A}/site`, { code: 'second-office', settings: siteSettings('第二个站点') })).status).toBe(200);
    await expect(json('/webapi/site?siteCode=any-build-code')).resolves.toMatchObject({ success: false, errorCode: 'UNKNOWN_SITE' });
    await expect(json('/webapi/site?siteCode=second-office')).resolves.toMatchObject({ success: true, data: { siteCode: 'second-office' } });
    // The first site stays the default.
    await expect(json('/webapi/site')).resolves.toMatchObject({ data: { siteCode: CODE } });
  });

  it('sets a site up from the command line too (npm run site -- init), with an admin\'s token; mistakes say so and write nothing', async () => {
    const [bossToken, writerToken] = [await tokenOf(server, 'boss'), await tokenOf(server, 'writer')];
    const init = (token: string, ...args: string[]) => cli(server, token, 'site', 'init', ...args);
    const made = await init(bossToken, '--code', 'hill-office', '--name', '山城茶叶指数', '--publisher', '山城茶叶协会', '--police', '渝公网安备 50000002000001号', '--sections', 'home,data,about');
    expect(made).toMatchObject({ code: 0, out: '已开通站点 hill-office：山城茶叶指数（site set up）\n' });
    await expect(json('/webapi/site?siteCode=hill-office')).resolves.toMatchObject({
      data: { siteCode: 'hill-office', name: '山城茶叶指数', shortName: '山城茶叶指数', publisher: '山城茶叶协会', police: '渝公网安备 50000002000001号', sections: ['home', 'data', 'about'] },
    });
    expect(await init(bossToken, '--code', 'hill-office', '--name', '又一个')).toMatchObject({ code: 1 });
    expect(await init(writerToken, '--code', 'writer-office', '--name', '编辑的站点')).toMatchObject({ code: 1 });
    expect(await init(bossToken, '--code', 'Bad_Code', '--name', '坏代码')).toMatchObject({ code: 1 });
    expect(await init(bossToken, '--code', 'no-name')).toMatchObject({ code: 2 });
    for (const code of ['writer-office', 'Bad_Code', 'no-name']) await expect(json(`/webapi/site?siteCode=${code}`)).resolves.toMatchObject({ errorCode: 'UNKNOWN_SITE' });
    const shown = await cli(server, bossToken, 'site', 'show', '--code', 'hill-office');
    expect(JSON.parse(shown.out)).toMatchObject({ name: '山城茶叶指数', police: '渝公网安备 50000002000001号' });
  });

  it('takes the about and introduce pages’ texts, sanitised as they are stored; blank is none; left out, unchanged', async () => {
    const site = async () => (await json(`/webapi/site?siteCode=${CODE}`)).data as { about?: string; introduce?: string };
    expect(await site()).not.toHaveProperty('about');
    const hostile = '<p onclick="steal()">南湖县是浙北的<strong>产茶大县</strong>。<script>steal()</script><a href="javascript:steal()">看看</a></p>';
    const written = await admin.send('PUT', `${A}/settings?siteCode=${CODE}`, { ...SETTINGS, about: hostile, introduce: '<p></p>' });
    expect(written.status).toBe(200);
    const about = (written.json.data as { about: string }).about;
    expect(about).toContain('南湖县是浙北的<strong>产茶大县</strong>。');
    expect(about).not.toMatch(/onclick|script|javascript/);
    expect(written.json.data).toMatchObject({ introduce: '' });
    const shown = await site();
    expect(shown.about).toBe(about);
    expect(shown).not.toHaveProperty('introduce');
    // A client that does not send the texts (an older script) leaves them as they are.
    expect((await admin.send('PUT', `${A}/settings?siteCode=${CODE}`, SETTINGS)).json.data).toMatchObject({ about });
    const trail = await admin.send('GET', `${A}/audit?action=settings.update`);
    expect(trail.json.data).toMatchObject({ list: expect.arrayContaining([expect.objectContaining({ after: expect.objectContaining({ about }) })]) });
    const another = await admin.send('POST', `${A}/site`, { code: 'about-office', settings: siteSettings('介绍站点', { introduce: '<h2>指数</h2><p>编制方法</p><img src="x" onerror="steal()">' }) });
    expect(another.status).toBe(200);
    const introduce = ((await json('/webapi/site?siteCode=about-office')).data as { introduce?: string }).introduce;
    expect(introduce).toContain('<h2>指数</h2><p>编制方法</p>');
    expect(introduce).not.toContain('onerror');
  });

  it('keeps its settings editable, the public-security number with them', async () => {
    const settings = await admin.send('GET', `${A}/settings?siteCode=${CODE}`);
    expect(settings.json.data).toMatchObject({ police: SETTINGS.police, icp: SETTINGS.icp });
    const changed = await admin.send('PUT', `${A}/settings?siteCode=${CODE}`, { ...SETTINGS, police: '' });
    expect(changed.json.data).toMatchObject({ police: '' });
    await expect(json(`/webapi/site?siteCode=${CODE}`)).resolves.toMatchObject({ data: { siteCode: CODE } });
  });
});

describe('the site\'s logo (issue 45, deliver 1)', () => {
  const png = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 80, alpha: 1 } } }).png().toBuffer();
  const site = async () => (await json(`/webapi/site?siteCode=${CODE}`)).data as { logo: string | null };
  const settings = async () => (await admin.send('GET', `${A}/settings?siteCode=${CODE}`)).json.data as { logo: string | null };

  it('is none until one is set: null in the public site and in the settings', async () => {
    expect(await site()).toMatchObject({ logo: null });
    expect(await settings()).toMatchObject({ logo: null });
  });

  it('is uploaded by an admin, set in the settings (audited), carried by /webapi/site and served as a picture', async () => {
    const uploaded = await admin.send('POST', `${A}/site/logo?siteCode=${CODE}`, await png(300, 200));
    expect(uploaded.status).toBe(200);
    const { url } = uploaded.json.data as { url: string };
    expect(uploaded.json.data).toMatchObject({ url: expect.stringMatching(/^\/webapi\/media\/logos\/[0-9a-f]{16}\.webp$/), contentType: 'image/webp', width: 256, height: 256 });
    // Stored only: the site shows it once the settings name it.
    expect(await site()).toMatchObject({ logo: null });
    const set = await admin.send('PUT', `${A}/settings?siteCode=${CODE}`, { ...SETTINGS, logo: url });
    expect({ status: set.status, logo: (set.json.data as { logo: string }).logo }).toEqual({ status: 200, logo: url });
    expect(await site()).toMatchObject({ logo: url });
    const served = await fetch(`${server.baseURL}${url}`);
    expect({ status: served.status, type: served.headers.get('content-type') }).toEqual({ status: 200, type: 'image/webp' });
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const trail = await admin.send('GET', `${A}/audit?action=settings.update`);
    expect(trail.json.data).toMatchObject({ list: expect.arrayContaining([expect.objectContaining({ accountName: 'boss', after: expect.objectContaining({ logo: url }) })]) });
    // Settings sent without it (an older client) keep it.
    expect((await admin.send('PUT', `${A}/settings?siteCode=${CODE}`, SETTINGS)).json.data).toMatchObject({ logo: url });
    expect(await site()).toMatchObject({ logo: url });
  });

  it('refuses a file that is not a picture, or an address not uploaded here, with a bilingual 400, and changes nothing', async () => {
    const before = (await site()).logo;
    const notPicture = await admin.send('POST', `${A}/site/logo?siteCode=${CODE}`, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect({ status: notPicture.status, code: notPicture.json.errorCode }).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(notPicture.json.errorMessage).toMatch(/^[^（]*SVG[^（]*（Only PNG, JPEG, WebP or GIF pictures .*）$/);
    const tiny = await admin.send('POST', `${A}/site/logo?siteCode=${CODE}`, await png(40, 40));
    expect({ status: tiny.status, message: tiny.json.errorMessage }).toEqual({ status: 400, message: '标志太小：至少 112 像素（The logo is too small: at least 112 px.）' });
    for (const logo of ['https://example.org/logo.png', '/webapi/media/logos/0000000000000000.webp', '/webapi/files/x.pdf']) {
      const r = await admin.send('PUT', `${A}/settings?siteCode=${CODE}`, { ...SETTINGS, logo });
      expect({ logo, status: r.status, message: r.json.errorMessage }).toEqual({ logo, status: 400, message: `图片 ${logo} 不存在，请先上传（No such picture: ${logo}. Upload it first.）` });
    }
    expect(await site()).toMatchObject({ logo: before });
    expect(before).not.toBeNull();
  });

  it('is an admin\'s business: an editor gets 403 uploading or setting it', async () => {
    expect(outcome(await editor.send('POST', `${A}/site/logo?siteCode=${CODE}`, await png(300, 200)))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(outcome(await editor.send('PUT', `${A}/settings?siteCode=${CODE}`, { ...SETTINGS, logo: null }))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await site()).logo).not.toBeNull();
  });

  it('is removed with null: the site shows none again', async () => {
    const removed = await admin.send('PUT', `${A}/settings?siteCode=${CODE}`, { ...SETTINGS, logo: null });
    expect({ status: removed.status, logo: (removed.json.data as { logo: null }).logo }).toEqual({ status: 200, logo: null });
    expect(await site()).toMatchObject({ logo: null });
  });
});
