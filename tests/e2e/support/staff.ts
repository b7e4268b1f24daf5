/**
 * The back office's specs share these: `npm run users` beside a running server (its data folder),
 * a browser signed in as a staff member, the XSRF token a page echoes, and axe (WCAG 2.1 AA, serious
 * and critical findings only).
 */
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { newContext } from '../fixtures';

export const ROOT = path.resolve(__dirname, '../../..');
/** The data folder of the server playwright.config.ts starts. */
export const E2E_DATA_DIR = path.join(ROOT, '.tmp', 'e2e-data');
export const PASSWORD = 'Index-office-2026';

export type Users = (...args: string[]) => string;

/** `npm run users -- …` on the server of `dataDir` (through its control socket while it runs). */
export const usersIn =
  (dataDir: string): Users =>
  (...args) =>
    execFileSync(process.execPath, [path.join(ROOT, 'server/dist/users.mjs'), ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8', stdio: 'pipe' });

/** The one-time password `users add` / `users reset` printed. */
export const oneTimeIn = (out: string) => /one-time password(?: for \S+)?: (\S+)/.exec(out)![1];

/** Serious and critical WCAG 2.1 AA findings. */
export async function axe(page: Page): Promise<string[]> {
  // What a reader sees once things have moved in: a panel or tag fading in measures half transparent
  // on a busy machine. Endless ones (a spinner) are not waited for; nor is anything past 10 s.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  // A toast fading in is measured mid-animation (its text then half transparent): not what a reader sees.
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('.ant-message').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)} ${n.failureSummary ?? ''}`).join(' | ')}`);
}

/**
 * The step as a picture, for an issue's closing note: with `E2E_SHOTS=<folder>` the page is saved
 * there as `<name>.png`; without it (every CI run) nothing happens.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** The XSRF token the browser holds (what the page echoes on writes). */
export async function xsrfOf(request: APIRequestContext): Promise<string> {
  const state = await request.storageState();
  return state.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
}

/**
 * `staff(browser, role, locale)`: a page signed in as the account `names[role]` — made now with
 * `users` (its one-time password changed to PASSWORD through the API), or signed in when an earlier
 * test made it. Signed in before the page first loads: the app reads the session when it starts.
 */
export function staffOf<Role extends string>(users: Users, names: Record<Role, string>, options: BrowserContextOptions = {}) {
  return async (browser: Browser, role: Role, locale = 'zh-CN'): Promise<Page> => {
    const context = await newContext(browser, { ...options, locale });
    if (locale === 'en-US') await context.addInitScript(() => localStorage.setItem('umi_locale', 'en-US'));
    const page = await context.newPage();
    const name = names[role];
    let oneTime = '';
    try {
      oneTime = oneTimeIn(users('add', name, '--role', role));
    } catch {
      // Made by an earlier test of this run: its password is changed already.
    }
    if (oneTime) {
      expect((await page.request.post('/webapi/admin/session', { data: { name, password: oneTime } })).status()).toBe(200);
      const changed = await page.request.post('/webapi/admin/password', { data: { currentPassword: oneTime, newPassword: PASSWORD }, headers: { 'X-XSRF-TOKEN': await xsrfOf(page.request) } });
      expect(changed.status()).toBe(200);
    } else {
      expect((await page.request.post('/webapi/admin/session', { data: { name, password: PASSWORD } })).status()).toBe(200);
    }
    return page;
  };
}
