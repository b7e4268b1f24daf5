/**
 * The back office's menu has one source (src/config/adminMenu.ts): the layout's side menu and the
 * route table (config/routes.ts) both read it. These check what the menu shows, to whom, and that each
 * item's page is routed with the same title and access.
 */
import fs from 'fs';
import path from 'path';
import access from '@/access';
import { ADMIN_MENU, adminMenuTitle } from '@/config/adminMenu';
import enUS from '@/locales/admin/en-US';
import zhCN from '@/locales/admin/zh-CN';
import zhTW from '@/locales/admin/zh-TW';
import type { InitialState } from '@/config/initialState';
import type { Role } from '@/types/admin';
import { routes } from '../../../config/routes';

type Messages = Record<string, string>;
const label = (messages: Messages) => ADMIN_MENU.map((m) => messages[adminMenuTitle(m)]);

/** What AdminLayout's menu holds for a signed-in role: the items its access map allows, in order. */
function menuOf(role: Role): string[] {
  const state = {
    name: 'site',
    siteCode: 'site',
    site: { sections: [] },
    admin: { account: { id: 1, name: 'a', displayName: 'A', role, mustChangePassword: false, disabled: false, lockedUntil: null, createdAt: '2026-01-01T00:00:00Z' }, xsrfToken: 'x', idleMinutes: 30, via: 'session' },
  } as unknown as InitialState;
  const map = access(state);
  return ADMIN_MENU.filter((m) => map[m.access]).map((m) => (zhCN as Messages)[adminMenuTitle(m)]);
}

describe('the back office menu (one table for the layout and the routes)', () => {
  it('shows its items in this order, labelled in zh-CN, en-US and zh-TW', () => {
    expect(label(zhCN)).toEqual(['工作台', '指数发布', '文章', '企业', '产品', '品牌', '原材料', '批量导入', '账号管理', '操作日志', '站点设置', '指数项目', 'API 令牌', '修改密码']);
    expect(label(enUS).every((l) => typeof l === 'string' && l.length > 0)).toBe(true);
    expect(label(zhTW).every((l) => typeof l === 'string' && l.length > 0)).toBe(true);
    expect(new Set(ADMIN_MENU.map((m) => m.key)).size).toBe(ADMIN_MENU.length);
  });

  it('shows accounts, the audit trail and the settings to admins only, the bulk import to editors and reviewers', () => {
    const everyone = ['工作台', '指数发布', '文章', '企业', '产品', '品牌', '原材料', '批量导入', 'API 令牌', '修改密码'];
    expect(menuOf('editor')).toEqual(everyone);
    expect(menuOf('reviewer')).toEqual(everyone);
    expect(menuOf('admin')).toEqual(label(zhCN).filter((l) => l !== '批量导入'));
  });

  it('routes every item to its page under the back office layout, with the item’s label as title and its access', () => {
    const admin = routes.find((r) => r.path === '/admin')!.routes as { path: string; component?: string; title?: string; access?: string }[];
    const routed = ADMIN_MENU.map((m) => admin.find((r) => r.path === m.path));
    expect(routed).toEqual(ADMIN_MENU.map((m) => ({ path: m.path, component: m.component, title: adminMenuTitle(m), access: m.access })));
    // Each page exists (Umi resolves `./admin/x` under src/pages).
    const missing = ADMIN_MENU.filter((m) => !fs.existsSync(path.join(__dirname, '../../../src/pages', `${m.component}.tsx`)));
    expect(missing).toEqual([]);
  });
});
