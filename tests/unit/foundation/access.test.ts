import access, { NO_ACCESS_MARKER } from '@/access';
import { initialStateOf, type InitialState } from '@/config/initialState';
import type { AdminSession, Role } from '@/types/admin';
import { SECTIONS } from '@/config/sections';
import type { SectionKey, SiteInfo } from '@/types/webapi';
import { siteInfo } from './siteInfo';

const sessionOf = (role: Role): AdminSession => ({
  account: { id: 1, name: 'wang', displayName: '王', role, mustChangePassword: false, disabled: false, lockedUntil: null, createdAt: '2026-01-01T00:00:00Z' },
  xsrfToken: 'x',
  idleMinutes: 30,
  via: 'session',
});

function stateWith(sections: SectionKey[], name = '青溪五金产业指数', admin: AdminSession | null = sessionOf('editor')): InitialState {
  const site = siteInfo({ name, sections }) as SiteInfo;
  return { name, siteCode: site.siteCode, site, admin };
}

describe('access', () => {
  it('maps every section of the site to true and every other section to false', () => {
    const map = access(stateWith(['home', 'data', 'comment']));
    expect(map.home).toBe(true);
    expect(map.data).toBe(true);
    expect(map.comment).toBe(true);
    const off = SECTIONS.map((s) => s.key).filter((k) => !['home', 'data', 'comment'].includes(k));
    expect(off.length).toBeGreaterThan(0);
    off.forEach((k) => expect(map[k]).toBe(false));
  });

  it('defines an explicit boolean for every section key', () => {
    const map = access(stateWith(['home']));
    SECTIONS.forEach((s) => expect(typeof map[s.key]).toBe('boolean'));
  });

  it('never grants a key that is not in the map', () => {
    const map = access(stateWith(['home', 'data']));
    expect(map.somethingElse).not.toBe(true);
    expect(map.somethingElse).toBeUndefined();
  });

  it('grants all sections when the site lists them all', () => {
    const map = access(stateWith(SECTIONS.map((s) => s.key)));
    SECTIONS.forEach((s) => expect(map[s.key]).toBe(true));
  });

  it('forbids every section when there is no initial state', () => {
    const map = access(undefined);
    SECTIONS.forEach((s) => expect(map[s.key]).toBe(false));
    expect(map.article).toBe(false);
    expect(map.companyDetail).toBe(false);
  });

  describe('canAdmin', () => {
    it('is true for a signed-in staff member', () => {
      expect(access(stateWith(['home'])).canAdmin).toBe(true);
    });
    it('is false for a visitor: the initial state carries the marker, and no session', () => {
      const visitor = initialStateOf(stateWith(['home']).site, null);
      expect(visitor.name).toBe(NO_ACCESS_MARKER);
      expect(access(visitor).canAdmin).toBe(false);
      expect(access(initialStateOf(stateWith(['home']).site, sessionOf('reviewer'))).canAdmin).toBe(true);
    });
    it('opens the accounts and the audit trail to admins only; sign-in to everyone', () => {
      expect((['admin', 'editor', 'reviewer'] as Role[]).map((r) => access(stateWith(['home'], 'x', sessionOf(r))).adminOnly)).toEqual([true, false, false]);
      expect(access(undefined).adminSignIn).toBe(true);
      expect(access(undefined).adminOnly).toBe(false);
    });
    it('lets editors write and reviewers decide, each role alone; articles are open to all staff', () => {
      const roles: Role[] = ['admin', 'editor', 'reviewer'];
      const maps = roles.map((r) => access(stateWith(['home'], 'x', sessionOf(r))));
      expect(maps.map((m) => m.canEdit)).toEqual([false, true, false]);
      expect(maps.map((m) => m.canReview)).toEqual([false, false, true]);
      // The article list and an article's page (canAdmin), the site's settings (adminOnly).
      expect(maps.map((m) => m.canAdmin)).toEqual([true, true, true]);
      expect(maps.map((m) => m.adminOnly)).toEqual([true, false, false]);
    });
    it('gives a visitor neither writing nor reviewing', () => {
      const visitor = initialStateOf(stateWith(['home']).site, null);
      expect(access(visitor).canEdit).toBe(false);
      expect(access(visitor).canReview).toBe(false);
      expect(access(undefined).canEdit).toBe(false);
      expect(access(undefined).canReview).toBe(false);
      // A session under the no-access marker counts for nothing.
      expect(access(stateWith(['home'], NO_ACCESS_MARKER, sessionOf('editor'))).canEdit).toBe(false);
    });
    it('is false for the no-access marker name', () => {
      expect(NO_ACCESS_MARKER).toBe('dontHaveAccess');
      expect(access(stateWith(['home'], 'dontHaveAccess')).canAdmin).toBe(false);
    });
    it('is false without an initial state', () => {
      expect(access(undefined).canAdmin).toBe(false);
    });
  });

  describe('article (derived)', () => {
    it.each<SectionKey>(['comment', 'report', 'info', 'about', 'introduce', 'brandRank', 'home'])(
      'is true when only %s is on',
      (key) => {
        expect(access(stateWith([key])).article).toBe(true);
      },
    );
    it.each<SectionKey>(['data', 'priceTrend', 'exportData', 'company', 'product', 'datashow'])(
      'is false when only %s is on',
      (key) => {
        expect(access(stateWith([key])).article).toBe(false);
      },
    );
  });

  describe('companyDetail (derived)', () => {
    it.each<SectionKey>(['company', 'brandRank', 'product'])('is true when only %s is on', (key) => {
      expect(access(stateWith([key])).companyDetail).toBe(true);
    });
    it('is false when none of company, brandRank, product is on', () => {
      expect(access(stateWith(['home', 'data', 'comment', 'report', 'info', 'about'])).companyDetail).toBe(false);
    });
  });
});
