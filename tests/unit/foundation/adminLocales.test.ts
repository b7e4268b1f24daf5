import enUS from '@/locales/admin/en-US';
import zhCN from '@/locales/admin/zh-CN';
import { ADMIN_MESSAGES } from '@/locales/admin';
import { afterSignIn, signInPath } from '@/config/admin';
import { messageFor } from '@/utils/bilingual';

describe('the back office in two languages', () => {
  it('has the same keys in zh-CN and en-US, none empty, every placeholder in both', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
    const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
      expect({ key, zh: zhCN[key].length > 0, en: enUS[key].length > 0 }).toEqual({ key, zh: true, en: true });
      expect({ key, holes: holes(enUS[key]) }).toEqual({ key, holes: holes(zhCN[key]) });
    }
  });

  it('gives every language of the site a text for every key (Traditional Chinese and Arabic fall back)', () => {
    expect(Object.keys(ADMIN_MESSAGES).sort()).toEqual(['ar-EG', 'en-US', 'zh-CN', 'zh-TW']);
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
