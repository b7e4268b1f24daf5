import accessFactory from '@/access';
import { MENU } from '@/config/menu';
import { SECTIONS } from '@/config/sections';
import { mobileMenu, visibleMenu } from '@/models/menu';

// The model's hook uses useModel; the pure functions under test do not.
jest.mock('@umijs/max', () => ({ useModel: jest.fn() }));

// Local shapes: files that call jest.mock go through a Babel pass that rejects imported names
// in type positions, so the types of src/access.ts and src/config/menu.ts are restated here.
type AccessMap = Record<string, boolean>;
interface MenuNode {
  key: string;
  path?: string;
  children?: MenuNode[];
}

const allOn = (): AccessMap => Object.fromEntries(SECTIONS.map((s) => [s.key, true]));

/** A compact outline: leaf → path, group → key with child paths. */
const outline = (nodes: MenuNode[]): unknown[] =>
  nodes.map((n) => (n.children ? { group: n.key, children: n.children.map((c) => c.path) } : n.path));

describe('MENU definition', () => {
  it('has exactly the seed items and groups in order', () => {
    expect(outline(MENU)).toEqual([
      '/home',
      '/data',
      { group: 'analysis', children: ['/comment', '/report'] },
      { group: 'industry', children: ['/info', '/priceTrend', '/exportData'] },
      { group: 'brand', children: ['/brandRank', '/company', '/product'] },
      { group: 'aboutGroup', children: ['/about', '/introduce'] },
      '/datashow',
    ]);
  });

  it('uses the seed title ids and marks only /datashow as a new tab', () => {
    expect(MENU[0].titleId).toBe('menu.home');
    expect(MENU[1].titleId).toBe('menu.data');
    expect(MENU.filter((n) => n.children).map((n) => n.titleId)).toEqual([
      'menu.group.analysis',
      'menu.group.industry',
      'menu.group.brand',
      'menu.group.about',
    ]);
    const leaves = MENU.flatMap((n) => n.children ?? [n]);
    expect(leaves.filter((n) => n.newTab).map((n) => n.path)).toEqual(['/datashow']);
    leaves.forEach((n) => expect(n.path).toBe(`/${n.access}`));
  });
});

describe('visibleMenu', () => {
  it('keeps everything, in order, when all sections are allowed', () => {
    expect(visibleMenu(MENU, allOn())).toEqual(MENU);
  });

  it('drops a forbidden top-level item', () => {
    const menu = visibleMenu(MENU, { ...allOn(), data: false });
    expect(outline(menu)).not.toContain('/data');
    expect(outline(menu)[0]).toBe('/home');
    expect(outline(menu)[1]).toEqual({ group: 'analysis', children: ['/comment', '/report'] });
  });

  it('drops a forbidden child inside a group and keeps its siblings', () => {
    const menu = visibleMenu(MENU, { ...allOn(), priceTrend: false });
    const industry = menu.find((n) => n.key === 'industry');
    expect(industry?.children?.map((c) => c.path)).toEqual(['/info', '/exportData']);
  });

  it('treats a missing access key as forbidden', () => {
    const access = allOn();
    delete access.report;
    const menu = visibleMenu(MENU, access);
    expect(menu.find((n) => n.key === 'analysis')?.children?.map((c) => c.path)).toEqual(['/comment']);
  });

  it('removes a group whose children are all forbidden', () => {
    const menu = visibleMenu(MENU, { ...allOn(), brandRank: false, company: false, product: false });
    expect(menu.map((n) => n.key)).toEqual(['home', 'data', 'analysis', 'industry', 'aboutGroup', 'datashow']);
  });

  it('keeps a group when a single child is allowed', () => {
    const menu = visibleMenu(MENU, { ...allOn(), brandRank: false, company: false, product: true });
    const brand = menu.find((n) => n.key === 'brand');
    expect(brand).toBeDefined();
    expect(brand?.children?.map((c) => c.path)).toEqual(['/product']);
  });

  it('does not mutate MENU', () => {
    const before = JSON.stringify(MENU);
    visibleMenu(MENU, { home: true });
    expect(JSON.stringify(MENU)).toBe(before);
  });

  it('works with the access map computed from the site sections', () => {
    const access = accessFactory({
      name: 'x',
      siteCode: 'x',
      site: { sections: ['home', 'about'] } as never,
      admin: null,
    });
    expect(outline(visibleMenu(MENU, access))).toEqual(['/home', { group: 'aboutGroup', children: ['/about'] }]);
  });

  it('is empty when nothing is allowed', () => {
    expect(visibleMenu(MENU, {})).toEqual([]);
  });
});

describe('mobileMenu', () => {
  it('prefixes every path with /mobile and drops /datashow', () => {
    expect(outline(mobileMenu(MENU))).toEqual([
      '/mobile/home',
      '/mobile/data',
      { group: 'analysis', children: ['/mobile/comment', '/mobile/report'] },
      { group: 'industry', children: ['/mobile/info', '/mobile/priceTrend', '/mobile/exportData'] },
      { group: 'brand', children: ['/mobile/brandRank', '/mobile/company', '/mobile/product'] },
      { group: 'aboutGroup', children: ['/mobile/about', '/mobile/introduce'] },
    ]);
  });

  it('leaves groups without a path and keeps keys, titles and access', () => {
    const menu = mobileMenu(MENU);
    const analysis = menu.find((n) => n.key === 'analysis');
    expect(analysis?.path).toBeUndefined();
    expect(analysis?.titleId).toBe('menu.group.analysis');
    expect(analysis?.children?.[0]).toMatchObject({ key: 'comment', titleId: 'menu.comment', access: 'comment' });
  });

  it('applies on top of the filtered desktop menu', () => {
    const desktop = visibleMenu(MENU, { ...allOn(), comment: false, report: false, home: false });
    expect(outline(mobileMenu(desktop)).slice(0, 2)).toEqual([
      '/mobile/data',
      { group: 'industry', children: ['/mobile/info', '/mobile/priceTrend', '/mobile/exportData'] },
    ]);
  });

  it('does not mutate its input', () => {
    const before = JSON.stringify(MENU);
    mobileMenu(MENU);
    expect(JSON.stringify(MENU)).toBe(before);
  });
});
