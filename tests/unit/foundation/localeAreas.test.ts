/**
 * zh-CN's areas other than app load with the modules that show them (src/locales/areas/, issue 23):
 * a module naming a message id of an area must import that area, or a page could show the bare id.
 * Every string literal and template head of src (its TypeScript syntax tree, not a text search) that
 * is a message id, or a prefix of ids (`industry.${name}.lead`), counts; an id passed in from another
 * module is that module's to import. The gate e2e (tests/e2e/gate-routes.spec.ts) checks what shows.
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';

const SRC = path.join(__dirname, '../../../src');
const AREAS = fs
  .readdirSync(path.join(SRC, 'locales/areas'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();
const keysOf = (area: string): string[] => Object.keys(jest.requireActual(`@/locales/zh-CN/${area}`).default);
const AREA_KEYS = Object.fromEntries(AREAS.map((a) => [a, keysOf(a)]));

/** The areas (app excluded) with a key that is `text` or starts with it as a prefix of ids. */
function areasNamed(text: string): string[] {
  if (!text.includes('.')) return [];
  const prefix = text.endsWith('.') ? text : `${text}.`;
  return AREAS.filter((a) => AREA_KEYS[a].some((k) => k === text || k.startsWith(prefix)));
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isDirectory()) {
      if (!name.startsWith('.umi') && name !== 'locales') sourceFiles(file, out);
    } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(file);
  }
  return out;
}

/** For one file: the areas it names (each with a first id naming it) and those it imports. */
function areasOf(file: string) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const named = new Map<string, string>();
  const imported = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const match = /^@\/locales\/areas\/(\w+)$/.exec((node.moduleSpecifier as ts.StringLiteral).text);
      if (match) imported.add(match[1]);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      for (const area of areasNamed(node.text)) if (!named.has(area)) named.set(area, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { named, imported };
}

describe('zh-CN message areas', () => {
  const files = sourceFiles(SRC).map((file) => ({ file: path.relative(SRC, file), ...areasOf(file) }));

  it('has the areas of src/locales/zh-CN but app, each added by its module', () => {
    const all = fs
      .readdirSync(path.join(SRC, 'locales/zh-CN'))
      .map((f) => f.replace(/\.ts$/, ''))
      .filter((a) => a !== 'app' && a !== 'index');
    expect(AREAS).toEqual(all.sort());
    for (const area of AREAS) expect(fs.readFileSync(path.join(SRC, `locales/areas/${area}.ts`), 'utf8')).toContain(`from '../zh-CN/${area}'`);
  });

  it('finds the ids of each area in the modules that show them', () => {
    // The finder itself: a template head, a whole id, and app ids (in umi.js already) left out.
    expect(areasNamed('industry.')).toEqual(['brands', 'companies', 'industry', 'products']);
    expect(areasNamed('data.scale.rebased')).toEqual(['indices']);
    expect(areasNamed('menu.home')).toEqual([]);
    const byArea = new Set(files.flatMap((f) => [...f.named.keys()]));
    expect([...byArea].sort()).toEqual(AREAS);
  });

  it('has every module that names an area import it', () => {
    const missing = files.flatMap(({ file, named, imported }) =>
      [...named].filter(([area]) => !imported.has(area)).map(([area, id]) => `${file}: '${id}' needs import '@/locales/areas/${area}'`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the areas out of umi.js: no module of the entry imports one', () => {
    // src/app.tsx and what it imports statically are umi.js; pages and layouts are chunks of their own.
    const entry = path.join(SRC, 'app.tsx');
    const seen = new Set<string>();
    const resolve = (from: string, spec: string): string | undefined => {
      const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : undefined;
      if (!base) return undefined;
      return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    };
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      source.forEachChild((node) => {
        // Type-only imports are erased; dynamic import() is a chunk of its own.
        if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
          const next = resolve(file, (node.moduleSpecifier as ts.StringLiteral).text);
          if (next) walk(next);
        }
      });
    };
    walk(entry);
    const inEntry = [...seen].map((f) => path.relative(SRC, f)).filter((f) => f.startsWith('locales/areas/'));
    expect(seen.size).toBeGreaterThan(10);
    expect(inEntry).toEqual([]);
  });
});
