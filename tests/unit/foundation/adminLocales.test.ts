import fs from 'fs';
import path from 'path';
import enUS from '@/locales/admin/en-US';
import zhCN from '@/locales/admin/zh-CN';
import zhTW from '@/locales/admin/zh-TW';
import { ADMIN_LANGUAGES, ADMIN_MESSAGES, UNTRANSLATED_NOTICE, hasAdminMessages } from '@/locales/admin';
import { LANGUAGES } from '@/components/layout/LangSwitch';
import { afterSignIn, signInPath } from '@/config/admin';
import { messageFor } from '@/utils/bilingual';

describe('the back office in three languages, English for the others', () => {
  it('has the same keys in zh-CN and en-US, none empty, every placeholder in both', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
    const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
      expect({ key, zh: zhCN[key].length > 0, en: enUS[key].length > 0 }).toEqual({ key, zh: true, en: true });
      expect({ key, holes: holes(enUS[key]) }).toEqual({ key, holes: holes(zhCN[key]) });
    }
  });

  it('gives every language of the site a text for every key: its own, or English and a notice saying so', () => {
    const site = LANGUAGES.map((l) => l.value).sort();
    expect(Object.keys(ADMIN_MESSAGES).sort()).toEqual(site);
    expect([...ADMIN_LANGUAGES].sort()).toEqual(['en-US', 'zh-CN', 'zh-TW']);
    expect(ADMIN_MESSAGES['zh-TW']).toBe(zhTW);
    const of = (lang: string) => ADMIN_MESSAGES[lang as keyof typeof ADMIN_MESSAGES];
    // Each of the three has its own text and no notice; every other language, English and a notice.
    const shown = site.map((lang) => ({
      lang,
      text: hasAdminMessages(lang) ? site.filter((other) => hasAdminMessages(other) && of(other) === of(lang)).length === 1 : of(lang) === enUS,
      notice: (UNTRANSLATED_NOTICE[lang] ?? '').length > 0,
    }));
    expect(shown).toEqual(site.map((lang) => ({ lang, text: true, notice: !hasAdminMessages(lang) })));
    expect(UNTRANSLATED_NOTICE['ar-EG']).toMatch(/^[\u0600-\u06FF\s،.]+$/);
    expect(enUS['admin.untranslated']).toContain('{language}');
  });

  describe('in Traditional Chinese (zh-TW)', () => {
    // Characters only Simplified Chinese writes (their traditional forms differ).
    const SIMPLIFIED =
      '个们这说时发后开关设账号录审数据导删单项级页为务员两与让么应该显图输认证选择错误请确东车门见问间进还过对动实现经论报长题类网电话历记头态虑' +
      '简传载资讯备权产业区组织编辑译检状帐户团队链钮标栏浏览复节读写';
    const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

    it('has exactly the keys of zh-CN, each with its placeholders', () => {
      expect(Object.keys(zhTW).sort()).toEqual(Object.keys(zhCN).sort());
      for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
        expect({ key, filled: zhTW[key].length > 0, holes: holes(zhTW[key]) }).toEqual({ key, filled: true, holes: holes(zhCN[key]) });
      }
    });

    it('is written in traditional characters, not zh-CN copied', () => {
      const source = fs.readFileSync(path.join(__dirname, '../../../src/locales/admin/zh-TW.ts'), 'utf8');
      expect([...new Set([...source].filter((c) => SIMPLIFIED.includes(c)))]).toEqual([]);
      const simplified = (Object.keys(zhCN) as (keyof typeof zhCN)[]).filter((key) => [...zhCN[key]].some((c) => SIMPLIFIED.includes(c)));
      expect(simplified.length).toBeGreaterThan(300);
      expect(simplified.filter((key) => zhTW[key] === zhCN[key])).toEqual([]);
    });

    it("uses Taiwan's words, not the mainland's", () => {
      const text = Object.values(zhTW).join('\n');
      for (const word of ['賬號', '登錄', '退出登入', '令牌', '釋出', '稽核通過', '保存', '設置', '默認', '用戶', '文件', '數據', '信息', '訪問', '模板', '視頻', '服務器', '程序', '軟件', '網絡', '導出', '導入'])
        expect({ word, found: text.includes(word) }).toEqual({ word, found: false });
      expect(zhTW['admin.login.name']).toBe('帳號');
      expect(zhTW['admin.signOut']).toBe('登出');
      expect(zhTW['admin.menu.tokens']).toBe('API 權杖');
    });
  });

  it("shows the server's bilingual messages in the reader's language", () => {
    const m = '账号或密码不正确（Wrong account name or password.）';
    expect(messageFor(m, 'zh-CN')).toBe('账号或密码不正确');
    expect(messageFor(m, 'en-US')).toBe('Wrong account name or password.');
    expect(messageFor('plain text', 'en-US')).toBe('plain text');
  });

  it('comes back to a back-office page after sign-in, never to another address', () => {
    expect(signInPath('/admin/audit')).toBe('/admin/login?next=%2Fadmin%2Faudit');
    expect(afterSignIn('/admin/audit')).toBe('/admin/audit');
    expect(afterSignIn('/admin/articles/12')).toBe('/admin/articles/12');
    for (const bad of [null, '//evil.example', 'https://evil.example/admin/x', '/home', '/admin/login', '/admin/../x']) expect(afterSignIn(bad)).toBe('/admin/home');
  });
});
