/**
 * @jest-environment node
 */
/**
 * `npm start` serves the built site with the headers of the recommended deployment (docs/nginx.conf):
 * the server's copy (server/static.ts) and the guide's must not drift apart.
 */
import fs from 'fs';
import path from 'path';
import { SECURITY_HEADERS, staticHeaders } from '../../../server/static';

const conf = fs.readFileSync(path.join(__dirname, '../../../docs/nginx.conf'), 'utf8');

/** Every `add_header Name value always;` of the guide, as [name, value] (quotes taken off). */
const added = [...conf.matchAll(/^\s*add_header\s+([\w-]+)\s+("([^"]*)"|\S+)\s+always;/gm)].map((m) => [m[1], m[3] ?? m[2]] as const);

describe('the server serves the built site with the deployment guide’s headers', () => {
  it('sends each security header the guide sends, with the same value', () => {
    const security = added.filter(([name]) => name !== 'Cache-Control');
    expect(new Set(security.map(([name]) => name))).toEqual(new Set(Object.keys(SECURITY_HEADERS)));
    expect(security.filter(([name, value]) => SECURITY_HEADERS[name] !== value)).toEqual([]);
  });

  it('caches the entry page, the kiosk files and hashed files as the guide does', () => {
    expect(staticHeaders('index.html')['Cache-Control']).toBe('no-cache');
    expect(staticHeaders('datashow/sw.js')['Cache-Control']).toBe('no-cache');
    expect(staticHeaders('umi.1a2b3c4d.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(staticHeaders('static/logo.1a2b3c4d.png')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    const cacheValues = new Set(added.filter(([name]) => name === 'Cache-Control').map(([, value]) => value));
    expect(cacheValues).toEqual(new Set(['no-cache', 'public, max-age=31536000, immutable']));
  });
});
