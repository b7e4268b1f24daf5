/**
 * The back office's content (issue 21), against the real server: an editor drafts a commentary with
 * a PDF and submits it; no one approves their own work; a reviewer sends it back, then approves, and
 * visitors see it at once with its attachment; revisions are kept and restored; a scheduled article
 * waits for its time; the HTML is sanitised, other fields kept verbatim; a file is a PDF by its bytes;
 * the site's settings are an admin's; every step is in the audit trail.
 */
import { once } from 'node:events';
import net from 'node:net';
import sharp from 'sharp';
import { dereferenceDocument, operationsOf, type Document } from './contract/document';
import { ContractValidator } from './contract/validate';
import { AdminClient, oneTimePasswordIn, tinyPdf, users, type Reply } from './support/admin';
import { BACKEND, freshDatabase, request, startServer, type TestDatabase, type TestServer } from './support/server';
import { nowMs } from '../../server/clock';

const PASSWORD = 'Content-pass-2026';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG of a gradient (with a camera's EXIF when asked), as an editor's upload. */
function picture(width: number, height: number, opts: { exif?: boolean } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png();
  return (opts.exif ? image.withExif({ IFD0: { Make: 'Camera', Model: 'GPS test' } }) : image).toBuffer();
}
const COMMENT = 214;
/** An attachment's limit (server/content/content.ts), as its error message states it. */
const MAX_UPLOAD_MB = 20;
const HOSTILE = `"><img src=x onerror=alert(1)>' OR 1=1; -- 「引号」 <script>alert('x')</script> \u202e`;

let server: TestServer;
let database: TestDatabase;
const as: Record<string, AdminClient> = {};

let doc: Document;
let validator: ContractValidator;
/** Every answer of the back office in this file, checked against the document's schemas. */
const contractProblems: string[] = [];

/** A client whose every answer is checked against the operation's response in docs/openapi.yaml. */
class CheckedClient extends AdminClient {
  async send(method: string, url: string, body?: unknown, opts?: Parameters<AdminClient['send']>[3]): Promise<Reply> {
    const r = await super.send(method, url, body, opts);
    const bare = url.split('?')[0];
    const op = operationsOf(doc, 'admin').find((o) => o.method === method.toLowerCase() && new RegExp(`^${o.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(bare));
    if (!op) contractProblems.push(`${method} ${bare}: no operation`);
    else {
      const headers: Record<string, string> = {};
      r.headers.forEach((value, name) => (headers[name] = value));
      const problems = validator.checkOperation(method, op.path, { status: r.status, headers, json: r.json, passedOn: false });
      contractProblems.push(...problems.map((p) => `${method} ${url} ${r.status}: ${p}`));
    }
    return r;
  }
}

async function account(name: string, role: string): Promise<AdminClient> {
  const client = new CheckedClient(server.baseURL);
  await client.firstSignIn(name, oneTimePasswordIn(await users(server.database, 'add', name, '--role', role, '--display', `${name} 的显示名`)), PASSWORD);
  return client;
}

beforeAll(async () => {
  doc = await dereferenceDocument();
  validator = new ContractValidator(doc);
  database = await freshDatabase();
  server = await startServer({ database });
  as.admin = await account('admin1', 'admin');
  as.editor = await account('editor1', 'editor');
  as.reviewer = await account('reviewer1', 'reviewer');
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

interface Revision {
  rev: number;
  state: string;
  fields: { title: string; content: string; summary: string; tags: string[]; attachments: { file: string; url: string; pages: number; size: number }[] };
  restoredFrom: number | null;
  createdBy: string | null;
  comment: string | null;
}
interface Article {
  id: number;
  state: string;
  published: { revision: number | null; publishedAt: string; fields: Revision['fields'] } | null;
  revisions: Revision[];
}
const article = (r: { json: { data: unknown } }) => r.json.data as Article;

const draft = (extra: Record<string, unknown> = {}) => ({
  categoryId: COMMENT,
  title: '十一月第四周指数点评',
  summary: '价格指数小幅回升',
  author: '指数办',
  source: '青溪五金指数办公室',
  content: '<p>本周价格指数<strong>回升</strong>。</p>',
  tags: ['周评'],
  ...extra,
});

describe(`the back office's content (${BACKEND})`, () => {
  let id = 0;
  let pdf = { file: '', url: '' };

  it('a PDF is stored by its bytes and never overwritten; an HTML file named .pdf is refused', async () => {
    const bytes = tinyPdf(3, 'first');
    const r = await as.editor.send('POST', `/webapi/admin/files?filename=${encodeURIComponent('2026年11月点评.pdf')}`, bytes);
    expect(r.status).toBe(200);
    const stored = r.json.data as { file: string; url: string; size: number; pages: number; mime: string };
    expect(stored).toMatchObject({ size: bytes.length, pages: 3, mime: 'application/pdf', url: `/webapi/files/${stored.file}` });
    pdf = stored;
    const download = await request(server.baseURL, stored.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(download.body as Uint8Array).equals(bytes)).toBe(true);
    expect(download.headers['content-disposition']).toContain(encodeURIComponent('2026年11月点评.pdf'));

    // The same name with other bytes is another file; the first keeps its bytes.
    const second = await as.editor.send('POST', `/webapi/admin/files?filename=${encodeURIComponent('2026年11月点评.pdf')}`, tinyPdf(2, 'second'));
    expect((second.json.data as { file: string }).file).not.toBe(stored.file);
    expect(Buffer.from((await request(server.baseURL, stored.url)).body as Uint8Array).equals(bytes)).toBe(true);

    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const refused = await as.editor.send('POST', '/webapi/admin/files?filename=report.pdf', html);
    expect({ status: refused.status, code: refused.json.errorCode }).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(refused.json.errorMessage).toMatch(/不是 PDF.*not a PDF/);

    // Sent with its own type instead of as bytes: a 400 that says how to send it.
    const typed = await as.editor.send('POST', '/webapi/admin/files?filename=report.pdf', bytes, { headers: { 'Content-Type': 'application/pdf' } });
    expect({ status: typed.status, code: typed.json.errorCode }).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(typed.json.errorMessage).toMatch(/application\/pdf.*application\/octet-stream.*Unsupported Content-Type application\/pdf/);

    const tooBig = Buffer.concat([tinyPdf(1), Buffer.alloc(MAX_UPLOAD_MB * 1024 * 1024)]);
    const big = await as.editor.send('POST', '/webapi/admin/files?filename=big.pdf', tooBig);
    expect({ status: big.status, code: big.json.errorCode }).toEqual({ status: 413, code: 'TOO_LARGE' });
  });

  it('the uploader of a file over the limit gets the answer, may send the rest, and keeps the connection', async () => {
    // Over a bare socket, so that the order is certain: the answer comes once the declared length is
    // read, and the rest is sent only after it, when a server that closed the connection on a refusal
    // has closed it (the browser would show a reset, not the answer). Then another request on the same connection.
    const CHUNK = 256 * 1024;
    const declared = MAX_UPLOAD_MB * 1024 * 1024 + CHUNK;
    const { hostname, port } = new URL(server.baseURL);
    const socket = net.connect(Number(port), hostname);
    await once(socket, 'connect');
    let received = '';
    const errors: string[] = [];
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    socket.on('error', (e: NodeJS.ErrnoException) => errors.push(e.code ?? e.message));
    /** The `n`th answer on the connection (status line to body), or null when it is closed first. */
    const answer = (n: number) =>
      new Promise<string | null>((resolve) => {
        const check = () => {
          const part = received.split('HTTP/1.1 ')[n];
          const [head, body] = part?.split('\r\n\r\n') ?? [];
          const length = /content-length: (\d+)/i.exec(head ?? '')?.[1];
          if (body !== undefined && (length ? body.length >= Number(length) : body.endsWith('0\r\n\r\n'))) resolve(part);
          else if (socket.destroyed) resolve(null);
          else setTimeout(check, 20);
        };
        check();
      });
    const write = (bytes: string | Buffer) =>
      new Promise<void>((resolve) => {
        if (socket.destroyed) resolve();
        else socket.write(bytes, () => resolve());
      });
    const cookie = [...as.editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await write(`POST /webapi/admin/files?filename=big.pdf HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/octet-stream\r\nContent-Length: ${declared}\r\nCookie: ${cookie}\r\nX-XSRF-TOKEN: ${as.editor.xsrf}\r\n\r\n`);
    await write(Buffer.concat([tinyPdf(1), Buffer.alloc(CHUNK)]).subarray(0, CHUNK));
    const refused = await answer(1);
    await new Promise((r) => {
      setTimeout(r, 300);
    });
    let sent = CHUNK;
    for (; sent < declared && !socket.destroyed; sent += CHUNK) await write(Buffer.alloc(CHUNK));
    await write(`GET /webapi/site HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
    const next = await answer(2);
    socket.destroy();
    expect({ refused: refused?.split('\r\n')[0], code: /"errorCode":"(\w+)"/.exec(refused ?? '')?.[1], sent, next: next?.split('\r\n')[0], errors }).toEqual({
      refused: '413 Payload Too Large',
      code: 'TOO_LARGE',
      sent: declared,
      next: '200 OK',
      errors: [],
    });
  }, 60_000);

  it('an editor drafts: HTML sanitised when stored, other fields verbatim, nothing public yet', async () => {
    const content = `<p onclick="steal()">正文</p><script>alert(1)</script><a href="javascript:alert(1)">链接</a><iframe src="https://evil.example/"></iframe><img src="x" onerror="alert(1)">`;
    const r = await as.editor.send('POST', '/webapi/admin/articles', draft({ title: HOSTILE, summary: HOSTILE, tags: [HOSTILE.slice(0, 30)], content, attachments: [{ file: pdf.file, name: '2026年11月点评.pdf' }] }));
    expect(r.status).toBe(200);
    const a = article(r);
    id = a.id;
    expect(a.state).toBe('draft');
    expect(a.published).toBeNull();
    const fields = a.revisions[0].fields;
    expect(fields.title).toBe(HOSTILE);
    expect(fields.summary).toBe(HOSTILE);
    expect(fields.content).toContain('正文');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', 'evil.example']) expect(fields.content).not.toContain(bad);
    expect(fields.attachments).toEqual([{ file: pdf.file, name: '2026年11月点评.pdf', url: pdf.url, size: expect.any(Number), pages: 3, mime: 'application/pdf' }]);
    expect((await request(server.baseURL, `/webapi/articles/${id}`)).status).toBe(404);

    const ghost = await as.editor.send('POST', '/webapi/admin/articles', draft({ attachments: [{ file: 'nothing-here.pdf', name: 'x.pdf' }] }));
    expect({ status: ghost.status, code: ghost.json.errorCode }).toEqual({ status: 400, code: 'BAD_REQUEST' });
    const badCategory = await as.editor.send('POST', '/webapi/admin/articles', draft({ categoryId: 999 }));
    expect(badCategory.status).toBe(400);
  });

  it('a clean draft, submitted; no new revision while it waits; the reviewer sends it back with a comment', async () => {
    const saved = await as.editor.send('POST', `/webapi/admin/articles/${id}/revisions`, draft({ attachments: [{ file: pdf.file, name: '2026年11月点评.pdf' }] }));
    expect(article(saved).revisions.map((r) => r.rev)).toEqual([2, 1]);
    // Only the latest revision can be submitted.
    expect((await as.editor.send('POST', `/webapi/admin/articles/${id}/revisions/1/submit`)).status).toBe(409);
    const submitted = await as.editor.send('POST', `/webapi/admin/articles/${id}/revisions/2/submit`);
    expect(article(submitted).state).toBe('submitted');
    expect((await as.editor.send('POST', `/webapi/admin/articles/${id}/revisions`, draft())).status).toBe(409);

    expect((await as.reviewer.send('POST', `/webapi/admin/articles/${id}/revisions/2/review`, { decision: 'return' })).status).toBe(400);
    const returned = await as.reviewer.send('POST', `/webapi/admin/articles/${id}/revisions/2/review`, { decision: 'return', comment: '标题请写明周次' });
    expect(article(returned).state).toBe('returned');
    expect(article(returned).revisions[0]).toMatchObject({ state: 'returned', comment: '标题请写明周次' });
  });

  it('no one approves their own work, whatever their role becomes', async () => {
    const writer = await account('writer1', 'editor');
    const own = article(await writer.send('POST', '/webapi/admin/articles', draft({ title: '自己写的' })));
    await writer.send('POST', `/webapi/admin/articles/${own.id}/revisions/1/submit`);
    const accounts = (await as.admin.send('GET', '/webapi/admin/accounts')).json.data as { id: number; name: string }[];
    await as.admin.send('PATCH', `/webapi/admin/accounts/${accounts.find((a) => a.name === 'writer1')!.id}`, { role: 'reviewer' });
    const again = new CheckedClient(server.baseURL);
    await again.signIn('writer1', PASSWORD);
    const r = await again.send('POST', `/webapi/admin/articles/${own.id}/revisions/1/review`, { decision: 'approve' });
    expect({ status: r.status, code: r.json.errorCode }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(r.json.errorMessage).toMatch(/自己.*own work/);
    expect(article(await as.editor.send('GET', `/webapi/admin/articles/${own.id}`)).state).toBe('submitted');
  });

  it('approved, it is public at once on the list and the article, with its attachment', async () => {
    const saved = await as.editor.send('POST', `/webapi/admin/articles/${id}/revisions`, draft({ title: '十一月第四周（11月23日—29日）指数点评', attachments: [{ file: pdf.file, name: '2026年11月点评.pdf' }] }));
    expect(article(saved).revisions[0].rev).toBe(3);
    await as.editor.send('POST', `/webapi/admin/articles/${id}/revisions/3/submit`);
    expect((await as.editor.send('POST', `/webapi/admin/articles/${id}/revisions/3/review`, { decision: 'approve' })).status).toBe(403);
    const approved = await as.reviewer.send('POST', `/webapi/admin/articles/${id}/revisions/3/review`, { decision: 'approve', comment: '同意' });
    expect(approved.status).toBe(200);
    expect(article(approved)).toMatchObject({ state: 'published', published: { revision: 3 } });

    const shown = await request(server.baseURL, `/webapi/articles/${id}`);
    expect(shown.status).toBe(200);
    const detail = (shown.json as { data: { title: string; categoryId: number; attachments: { name: string; url: string; pages: number }[] } }).data;
    expect(detail).toMatchObject({ title: '十一月第四周（11月23日—29日）指数点评', categoryId: COMMENT });
    expect(detail.attachments).toEqual([{ name: '2026年11月点评.pdf', url: pdf.url, size: expect.any(Number), pages: 3, mime: 'application/pdf' }]);
    const list = await request(server.baseURL, `/webapi/articles?categoryId=${COMMENT}&pageSize=5`);
    expect((list.json as { data: { list: { id: number }[] } }).data.list[0].id).toBe(id);
  });

  it('an old revision is restored as a new one; the published article changes only when that is approved', async () => {
    const restored = article(await as.editor.send('POST', `/webapi/admin/articles/${id}/revisions`, { ...draft(), title: '恢复第二版', restoredFrom: 2 }));
    expect(restored.revisions[0]).toMatchObject({ rev: 4, state: 'draft', restoredFrom: 2 });
    expect(restored.state).toBe('draft');
    expect(restored.published!.fields.title).toBe('十一月第四周（11月23日—29日）指数点评');
    expect(((await request(server.baseURL, `/webapi/articles/${id}`)).json as { data: { title: string } }).data.title).toBe('十一月第四周（11月23日—29日）指数点评');
  });

  it('a scheduled article waits for its time', async () => {
    const later = new Date(nowMs() + 3_600_000).toISOString();
    const a = article(await as.editor.send('POST', '/webapi/admin/articles', draft({ title: '定时发布的点评', publishAt: later })));
    await as.editor.send('POST', `/webapi/admin/articles/${a.id}/revisions/1/submit`);
    const approved = article(await as.reviewer.send('POST', `/webapi/admin/articles/${a.id}/revisions/1/review`, { decision: 'approve' }));
    expect(approved.state).toBe('scheduled');
    expect(Date.parse(approved.published!.publishedAt)).toBe(Date.parse(later));
    expect((await request(server.baseURL, `/webapi/articles/${a.id}`)).status).toBe(404);
    const listed = await as.reviewer.send('GET', '/webapi/admin/articles?state=scheduled');
    expect((listed.json.data as { list: { id: number }[] }).list.map((x) => x.id)).toContain(a.id);
  });

  it('the list filters by state, category and text', async () => {
    const page = (await as.admin.send('GET', `/webapi/admin/articles?categoryId=${COMMENT}&text=${encodeURIComponent('恢复第二版')}`)).json.data as {
      list: { id: number; state: string; latestRev: number; updatedBy: string; updatedByDisplayName: string }[];
      total: number;
    };
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ id, state: 'draft', latestRev: 4, updatedBy: 'editor1', updatedByDisplayName: 'editor1 的显示名' });
    const all = (await as.admin.send('GET', '/webapi/admin/articles?pageSize=100')).json.data as { total: number };
    expect(all.total).toBeGreaterThan(50);
  });

  it("an admin changes the site's settings; visitors see them at once; bad ones are refused", async () => {
    const before = (await as.admin.send('GET', '/webapi/admin/settings')).json.data as Record<string, unknown>;
    const next = { ...before, name: `${HOSTILE.slice(0, 40)}`, sections: (before.sections as string[]).filter((s) => s !== 'brandRank') };
    const r = await as.admin.send('PUT', '/webapi/admin/settings', next);
    expect(r.status).toBe(200);
    const site = (await request(server.baseURL, '/webapi/site')).json as { data: { name: string; sections: string[] } };
    expect(site.data.name).toBe(HOSTILE.slice(0, 40));
    expect(site.data.sections).not.toContain('brandRank');
    const bad = await as.admin.send('PUT', '/webapi/admin/settings', { ...before, sections: ['nowhere'] });
    expect(bad.status).toBe(400);
    expect((await as.admin.send('PUT', '/webapi/admin/settings', before)).status).toBe(200);
  });

  it('the audit trail has each step, who took it and when', async () => {
    const trail = (await as.admin.send('GET', `/webapi/admin/audit?entity=article&text=${id}&pageSize=100`)).json.data as {
      list: { action: string; accountName: string; accountDisplayName: string | null; entityId: string; entityTitle: string | null }[];
    };
    const mine = trail.list.filter((e) => e.entityId === String(id));
    const steps = mine.map((e) => `${e.accountName} ${e.action}`).reverse();
    expect(steps).toEqual([
      'editor1 article.create',
      'editor1 article.revise',
      'editor1 article.submit',
      'reviewer1 article.return',
      'editor1 article.revise',
      'editor1 article.submit',
      'reviewer1 article.approve',
      'editor1 article.restore',
    ]);
    // Every step names the article by its latest revision's title, whatever it was called then.
    const latest = (await as.admin.send('GET', `/webapi/admin/articles/${id}`)).json.data as { revisions: { fields: { title: string }; createdBy: string; createdByDisplayName: string }[] };
    expect(new Set(mine.map((e) => e.entityTitle))).toEqual(new Set([latest.revisions[0].fields.title]));
    expect(mine.map((e) => e.accountDisplayName)).toContain('reviewer1 的显示名');
    // Each person of a revision by sign-in name and by display name.
    expect(latest.revisions[0]).toMatchObject({ createdBy: 'editor1', createdByDisplayName: 'editor1 的显示名' });
    const files = (await as.admin.send('GET', '/webapi/admin/audit?action=file.upload')).json.data as { total: number };
    expect(files.total).toBe(2);
    const settings = (await as.admin.send('GET', '/webapi/admin/audit?action=settings.update')).json.data as { list: { before: { name: string }; after: { name: string } }[] };
    expect(settings.list[1].after.name).toBe(HOSTILE.slice(0, 40));
  });

  it('a company is edited under the same four eyes; visitors see the new record and its products carry the new name', async () => {
    const page = (await as.editor.send('GET', '/webapi/admin/companies?pageSize=5')).json.data as { list: { id: number; name: string; state: string }[]; total: number };
    expect(page.total).toBeGreaterThan(5);
    expect(page.list.every((c) => c.state === 'published')).toBe(true);
    const companyId = page.list[0].id;
    const before = (await as.editor.send('GET', `/webapi/admin/companies/${companyId}`)).json.data as { published: { revision: null; fields: Record<string, unknown> } };
    expect(before.published.revision).toBeNull();
    const fields = { ...before.published.fields, name: `${HOSTILE.slice(0, 40)}五金`, introduction: '<p onmouseover="x()">新简介</p><script>alert(1)</script>', website: 'javascript:alert(1)' };
    expect((await as.editor.send('POST', `/webapi/admin/companies/${companyId}/revisions`, fields)).status).toBe(400);
    const saved = await as.editor.send('POST', `/webapi/admin/companies/${companyId}/revisions`, { ...fields, website: 'https://example.com/' });
    expect(saved.status).toBe(200);
    const draft = (saved.json.data as { revisions: { rev: number; fields: { introduction: string; name: string } }[] }).revisions[0];
    expect(draft.fields.name).toBe(`${HOSTILE.slice(0, 40)}五金`);
    expect(draft.fields.introduction).toBe('<p>新简介</p>');
    await as.editor.send('POST', `/webapi/admin/companies/${companyId}/revisions/${draft.rev}/submit`);
    expect(((await request(server.baseURL, `/webapi/companies/${companyId}`)).json as { data: { name: string } }).data.name).toBe(before.published.fields.name);
    const approved = await as.reviewer.send('POST', `/webapi/admin/companies/${companyId}/revisions/${draft.rev}/review`, { decision: 'approve' });
    expect((approved.json.data as { state: string; published: { revision: number } })).toMatchObject({ state: 'published', published: { revision: draft.rev } });
    const shown = (await request(server.baseURL, `/webapi/companies/${companyId}`)).json as { data: { name: string; introduction: string; website: string; products: { companyName: string }[] } };
    expect(shown.data).toMatchObject({ name: `${HOSTILE.slice(0, 40)}五金`, introduction: '<p>新简介</p>', website: 'https://example.com/' });
    expect(shown.data.products.length).toBeGreaterThan(0);
    expect(shown.data.products.every((p) => p.companyName === `${HOSTILE.slice(0, 40)}五金`)).toBe(true);
    const trail = (await as.admin.send('GET', `/webapi/admin/audit?entity=company&text=${companyId}`)).json.data as { list: { action: string }[] };
    expect(trail.list.map((e) => e.action).reverse()).toEqual(['company.revise', 'company.submit', 'company.approve']);
    expect((await as.editor.send('GET', '/webapi/admin/companies/999999')).status).toBe(404);
  });

  it('pictures are what their bytes say: SVG, HTML and broken files are refused, big ones too; what is kept is re-encoded and sized', async () => {
    const productId = ((await as.editor.send('GET', '/webapi/admin/products?pageSize=1')).json.data as { list: { id: number }[] }).list[0].id;
    const upload = (url: string, bytes: Buffer) => as.editor.send('POST', url, bytes);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bad of [svg, Buffer.from('<html><body>not a picture</body></html>'), Buffer.concat([PNG_SIGNATURE, Buffer.from('broken')])]) {
      const r = await upload('/webapi/admin/logos', bad);
      expect(r.status).toBe(400);
      expect(r.json.errorMessage).toMatch(/[\u4e00-\u9fff].*[A-Za-z]/);
    }
    expect((await upload('/webapi/admin/logos', svg)).json.errorMessage).toContain('SVG');
    expect((await upload(`/webapi/admin/products/${productId}/images`, await picture(640, 480))).status).toBe(400);
    expect((await upload('/webapi/admin/logos', Buffer.concat([PNG_SIGNATURE, Buffer.alloc(11 * 1024 * 1024)]))).status).toBe(413);
    expect((await upload('/webapi/admin/products/999999/images', await picture(1600, 1000))).status).toBe(404);
    expect((await as.reviewer.send('POST', '/webapi/admin/logos', await picture(300, 300))).status).toBe(403);

    const wide = await upload(`/webapi/admin/products/${productId}/images`, await picture(2000, 1000, { exif: true }));
    expect(wide.status).toBe(200);
    expect(wide.json.data).toMatchObject({ contentType: 'image/webp', width: 1280, height: 960 });
    const served = await request(server.baseURL, (wide.json.data as { url: string }).url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.body as Uint8Array).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1280, 960, undefined]);
    const logo = await upload('/webapi/admin/logos', await picture(400, 120));
    expect(logo.json.data).toMatchObject({ width: 256, height: 256 });
    // The same bytes again: the same stored picture, nothing overwritten.
    expect((await upload('/webapi/admin/logos', await picture(400, 120))).json.data).toEqual(logo.json.data);
  });

  it('a product and a brand are edited under four eyes with their pictures; visitors see them on the product, the company and the ranking', async () => {
    const products = (await as.editor.send('GET', '/webapi/admin/products?pageSize=100')).json.data as { list: { id: number; companyId: number; name: string; image: string; state: string }[] };
    const target = products.list[1];
    const other = products.list.find((p) => p.companyId !== target.companyId)!;
    const byCompany = (await as.editor.send('GET', `/webapi/admin/products?companyId=${target.companyId}&pageSize=100`)).json.data as { list: { companyId: number }[] };
    expect(byCompany.list.length).toBeGreaterThan(0);
    expect(byCompany.list.every((p) => p.companyId === target.companyId)).toBe(true);
    const product = (await as.editor.send('GET', `/webapi/admin/products/${target.id}`)).json.data as { published: { fields: { images: string[]; name: string } } };
    const image = ((await as.editor.send('POST', `/webapi/admin/products/${target.id}/images`, await picture(1200, 900))).json.data as { url: string }).url;
    const foreign = ((await as.editor.send('POST', `/webapi/admin/products/${other.id}/images`, await picture(1300, 975))).json.data as { url: string }).url;
    const fields = { ...product.published.fields, name: `${HOSTILE.slice(0, 30)}钳`, price: 88.5 };
    // Another product's picture, one never uploaded, or none at all: refused.
    for (const images of [[foreign], ['/webapi/media/products/1/0000000000000000.webp'], [image, image]]) {
      expect((await as.editor.send('POST', `/webapi/admin/products/${target.id}/revisions`, { ...fields, images })).status).toBe(400);
    }
    expect((await as.editor.send('POST', `/webapi/admin/products/${target.id}/revisions`, { ...fields, images: [] })).status).toBe(400);
    const saved = await as.editor.send('POST', `/webapi/admin/products/${target.id}/revisions`, { ...fields, images: [image, ...product.published.fields.images] });
    expect(saved.status).toBe(200);
    const rev = (saved.json.data as { revisions: { rev: number }[] }).revisions[0].rev;
    await as.editor.send('POST', `/webapi/admin/products/${target.id}/revisions/${rev}/submit`);
    expect((await as.editor.send('POST', `/webapi/admin/products/${target.id}/revisions/${rev}/review`, { decision: 'approve' })).status).toBe(403);
    expect((await as.reviewer.send('POST', `/webapi/admin/products/${target.id}/revisions/${rev}/review`, { decision: 'approve' })).status).toBe(200);
    const company = (await request(server.baseURL, `/webapi/companies/${target.companyId}`)).json as { data: { products: { id: number; name: string; image: string; images: string[]; price: number }[]; brands: { brandId: string; name: string }[] } };
    expect(company.data.products.find((p) => p.id === target.id)).toMatchObject({ name: `${HOSTILE.slice(0, 30)}钳`, image, price: 88.5, images: [image, ...product.published.fields.images] });

    // A brand: its text id, its logo, its new name in every edition and on its company.
    const brands = (await as.editor.send('GET', '/webapi/admin/brands?pageSize=100')).json.data as { list: { brandId: string; name: string; companyId: number; logo: string }[] };
    const ranking = (await request(server.baseURL, '/webapi/brands/ranking')).json as { data: { items: { brandId: string; name: string; logo?: string }[] } };
    expect(ranking.data.items.every((i) => i.logo === undefined)).toBe(true);
    const brand = brands.list.find((b) => b.brandId === ranking.data.items[0].brandId)!;
    expect(brand.logo).toBe('');
    const logo = ((await as.editor.send('POST', '/webapi/admin/logos', await picture(300, 300))).json.data as { url: string }).url;
    expect((await as.editor.send('POST', `/webapi/admin/brands/${brand.brandId}/revisions`, { name: '新品牌', logo: '/webapi/media/logos/1.svg' })).status).toBe(400);
    const brandSaved = await as.editor.send('POST', `/webapi/admin/brands/${brand.brandId}/revisions`, { name: `${HOSTILE.slice(0, 20)}牌`, logo });
    const brandRev = (brandSaved.json.data as { revisions: { rev: number }[] }).revisions[0].rev;
    await as.editor.send('POST', `/webapi/admin/brands/${brand.brandId}/revisions/${brandRev}/submit`);
    expect((await as.reviewer.send('POST', `/webapi/admin/brands/${brand.brandId}/revisions/${brandRev}/review`, { decision: 'approve' })).json.data).toMatchObject({
      brandId: brand.brandId,
      state: 'published',
      published: { revision: brandRev, fields: { name: `${HOSTILE.slice(0, 20)}牌`, logo } },
    });
    const after = (await request(server.baseURL, '/webapi/brands/ranking')).json as typeof ranking;
    expect(after.data.items[0]).toMatchObject({ brandId: brand.brandId, name: `${HOSTILE.slice(0, 20)}牌`, logo });
    const history = (await request(server.baseURL, `/webapi/brands/${brand.brandId}/history`)).json as { data: { name: string } };
    expect(history.data.name).toBe(`${HOSTILE.slice(0, 20)}牌`);
    const owner = (await request(server.baseURL, `/webapi/companies/${brand.companyId}`)).json as typeof company;
    expect(owner.data.brands.find((b) => b.brandId === brand.brandId)?.name).toBe(`${HOSTILE.slice(0, 20)}牌`);
    expect((await as.editor.send('GET', '/webapi/admin/brands/B0-9')).status).toBe(404);

    // A company's logo, uploaded and approved, is the one visitors get.
    const companyId = brand.companyId;
    const current = (await as.editor.send('GET', `/webapi/admin/companies/${companyId}`)).json.data as { published: { fields: Record<string, unknown> } };
    const companySaved = await as.editor.send('POST', `/webapi/admin/companies/${companyId}/revisions`, { ...current.published.fields, logo });
    const companyRev = (companySaved.json.data as { revisions: { rev: number }[] }).revisions[0].rev;
    await as.editor.send('POST', `/webapi/admin/companies/${companyId}/revisions/${companyRev}/submit`);
    await as.reviewer.send('POST', `/webapi/admin/companies/${companyId}/revisions/${companyRev}/review`, { decision: 'approve' });
    expect(((await request(server.baseURL, `/webapi/companies/${companyId}`)).json as { data: { logo: string } }).data.logo).toBe(logo);
    const trail = (await as.admin.send('GET', `/webapi/admin/audit?entity=brand&text=${brand.brandId}`)).json.data as { list: { action: string }[] };
    expect(trail.list.map((e) => e.action).reverse()).toEqual(['brand.revise', 'brand.submit', 'brand.approve']);
  });

  it('every answer above kept the contract (status listed, body valid against its schema, no field unnamed)', () => {
    expect(contractProblems).toEqual([]);
  });
});
