/**
 * The back office's areas import one way (issue 44): admin (the gate) → publish → content → accounts →
 * model / db. A file of an area may import its own area or a lower one, never a higher one; model/ and
 * db/ import no area at all. Reads every server/ source file's relative imports (static and dynamic).
 */
import fs from 'node:fs';
import path from 'node:path';

const SERVER = path.resolve(__dirname, '../../../server');
/** Higher imports lower: a file may import a folder whose rank is at most its own. */
const RANK: Record<string, number> = { db: 0, model: 0, accounts: 1, content: 2, publish: 3, admin: 4 };

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'dist' || e.name === 'migrations' ? [] : sources(p);
    return /\.ts$/.test(e.name) ? [p] : [];
  });
}

/** The server/ folder a path is in (`accounts`, `db`, …), or null outside server/'s subfolders. */
const areaOf = (file: string): string | null => {
  const rel = path.relative(SERVER, file).split(path.sep);
  return rel.length > 1 && !rel[0].startsWith('..') ? rel[0] : null;
};

/** Every import that goes up: "server/content/x.ts → publish/y". */
function upwardImports(): string[] {
  const out: string[] = [];
  for (const file of sources(SERVER)) {
    const from = areaOf(file);
    if (from === null || !(from in RANK)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g)) {
      const to = areaOf(path.resolve(path.dirname(file), m[1]));
      if (to !== null && to in RANK && RANK[to] > RANK[from]) out.push(`${path.relative(SERVER, file)} → ${m[1]}`);
    }
  }
  return out;
}

describe('server areas', () => {
  it('each area exists and has its handlers', () => {
    for (const area of ['accounts', 'content', 'publish']) expect(fs.existsSync(path.join(SERVER, area, 'routes.ts'))).toBe(true);
  });

  it('no file imports a higher area (admin → publish → content → accounts → model/db)', () => {
    expect(upwardImports()).toEqual([]);
  });

  it('the demo office (server/demo, which writes through the areas\' set-up cores) is imported by no area: main.ts alone loads it', () => {
    const into = sources(SERVER)
      .filter((file) => areaOf(file) !== null && areaOf(file)! in RANK)
      .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g)].filter((m) => areaOf(path.resolve(path.dirname(file), m[1])) === 'demo').map((m) => `${path.relative(SERVER, file)} → ${m[1]}`));
    expect(into).toEqual([]);
  });

  it('the gate keeps only the gate: server/admin/ holds routes.ts alone', () => {
    expect(fs.readdirSync(path.join(SERVER, 'admin'))).toEqual(['routes.ts']);
  });
});
