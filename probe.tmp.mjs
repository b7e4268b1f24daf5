import { chromium } from '@playwright/test';
const base = 'http://localhost:4391';
const routes = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
for (const r of routes) {
  errors.length = 0;
  await page.goto(`${base}/#${r}`);
  await page.waitForTimeout(2500);
  const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 300);
  console.log(`${r} :: ${text}${errors.length ? ' !! ' + errors.join(' | ') : ''}`);
}
await browser.close();
