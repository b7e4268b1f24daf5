/**
 * What a visitor downloads: the built site's text files and the JSON answers go out compressed
 * (brotli, else gzip, as the browser accepts), byte-for-byte the same content once decoded, with the
 * cache headers of docs/nginx.conf; a client that accepts nothing compressed gets the plain bytes.
 * Raw node:http here, because fetch would decode (and hide) the encoding.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { BACKEND, ROOT, startServer, type TestServer } from './support/server';

const DIST = path.join(ROOT, 'dist');

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

function raw(server: TestServer, url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: server.port, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function decode(r: Raw): Buffer {
  const enc = r.headers['content-encoding'];
  return enc === 'br' ? zlib.brotliDecompressSync(r.bytes) : enc === 'gzip' ? zlib.gunzipSync(r.bytes) : r.bytes;
}

let server: TestServer;
beforeAll(async () => {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/ is missing: npm run build first (npm test does)');
  server = await startServer({ env: { DIST_DIR: DIST } });
});
afterAll(() => server?.stop());

describe(`compressed answers (${BACKEND})`, () => {
  it('the shell script: brotli for a browser, gzip for gzip-only clients, plain otherwise; always immutable', async () => {
    const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const script = /src="\/(umi\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const plain = fs.readFileSync(path.join(DIST, script!));
    const cases: [Record<string, string>, string | undefined][] = [
      [{ 'Accept-Encoding': 'gzip, deflate, br, zstd' }, 'br'],
      [{ 'Accept-Encoding': 'gzip' }, 'gzip'],
      [{ 'Accept-Encoding': 'br;q=0, gzip' }, 'gzip'],
      [{}, undefined],
    ];
    for (const [headers, encoding] of cases) {
      const r = await raw(server, `/${script}`, headers);
      expect({ headers, status: r.status, encoding: r.headers['content-encoding'], cache: r.headers['cache-control'], type: r.headers['content-type'], vary: r.headers.vary }).toEqual({
        headers,
        status: 200,
        encoding,
        cache: 'public, max-age=31536000, immutable',
        type: expect.stringMatching(/javascript/),
        vary: expect.stringMatching(/accept-encoding/i),
      });
      expect(decode(r).equals(plain)).toBe(true);
      // Compressed, it is well under half the bytes.
      expect(r.bytes.length < plain.length / 2.5).toBe(encoding !== undefined);
    }
  });

  it('the entry files: revalidated on every visit, with the CSP; the page (with its boot data) and the kiosk worker compressed', async () => {
    const built = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const headersOf = (url: string, r: Raw) => ({ url, status: r.status, encoding: r.headers['content-encoding'], cache: r.headers['cache-control'], csp: r.headers['content-security-policy'] });
    const expected = (url: string) => ({ url, status: 200, encoding: 'br', cache: 'no-cache', csp: expect.stringContaining("script-src 'self'") });
    for (const url of ['/', '/index.html']) {
      const r = await raw(server, url, { 'Accept-Encoding': 'gzip, br' });
      expect(headersOf(url, r)).toEqual(expected(url));
      // The built page with the first screens' answers added (server/boot.ts): without them, the same bytes.
      const page = decode(r).toString('utf8');
      expect(page).toContain('<script type="application/json" id="boot">');
      const bare = page
        .replace(/<script type="application\/json" id="boot">[\s\S]*?<\/script>\n/, '')
        .replace(/<link rel="preload" as="script" href="[^"]+">\n/g, '');
      expect(bare).toBe(built);
      // A client that accepts nothing compressed gets it plain.
      const plain = await raw(server, url);
      expect({ encoding: plain.headers['content-encoding'], same: plain.bytes.toString('utf8') === page }).toEqual({ encoding: undefined, same: true });
    }
    const worker = await raw(server, '/datashow/sw.js', { 'Accept-Encoding': 'gzip, br' });
    expect(headersOf('/datashow/sw.js', worker)).toEqual(expected('/datashow/sw.js'));
    expect(decode(worker).equals(fs.readFileSync(path.join(DIST, 'datashow/sw.js')))).toBe(true);
  });

  it('a JSON answer: the same envelope in every encoding, one ETag for all, 304 for either', async () => {
    const url = '/webapi/index/series?projId=21';
    const plain = await raw(server, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.bytes.toString('utf8')) as { success: boolean };
    expect(json.success).toBe(true);
    for (const encoding of ['br', 'gzip']) {
      const r = await raw(server, url, { 'Accept-Encoding': encoding });
      expect({ encoding: r.headers['content-encoding'], etag: r.headers.etag, vary: r.headers.vary }).toEqual({ encoding, etag: plain.headers.etag, vary: 'Accept-Encoding' });
      expect(JSON.parse(decode(r).toString('utf8'))).toEqual(json);
      expect(r.bytes.length).toBeLessThan(plain.bytes.length / 3);
      const again = await raw(server, url, { 'Accept-Encoding': encoding, 'If-None-Match': plain.headers.etag! });
      expect({ status: again.status, length: again.bytes.length }).toEqual({ status: 304, length: 0 });
    }
  });

  it("a route's boot answer and the entry page go out at brotli's best (on a first screen's path, made once); other answers and a search's boot at the quick setting", async () => {
    const q11 = (bytes: Buffer) => zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    const q5 = (bytes: Buffer) => zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    const sent = async (url: string) => {
      const plain = (await raw(server, url)).bytes;
      const br = await raw(server, url, { 'Accept-Encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(decode(br).equals(plain)).toBe(true);
      return { plain, br: br.bytes };
    };
    const boot = await sent('/webapi/boot?route=%2Fdata');
    expect(boot.br.equals(q11(boot.plain))).toBe(true);
    // What it saves there: /data's boot answer is about a quarter smaller than at the quick setting.
    expect(boot.br.length).toBeLessThan(q5(boot.plain).length * 0.85);
    const page = await sent('/');
    expect(page.br.equals(q11(page.plain))).toBe(true);
    for (const url of ['/webapi/index/series?projId=21', `/webapi/boot?route=%2Fsearch&q=${encodeURIComponent('五金')}`]) {
      const other = await sent(url);
      expect({ url, quick: other.br.equals(q5(other.plain)) }).toEqual({ url, quick: true });
    }
  });

  it('small answers and errors go out as they are', async () => {
    const missing = await raw(server, '/webapi/articles/999999999', { 'Accept-Encoding': 'br' });
    expect({ status: missing.status, encoding: missing.headers['content-encoding'] }).toEqual({ status: 404, encoding: undefined });
  });
});
