/**
 * The Chromium the tests drive (Playwright, `npm run size`): Debian's, never a download.
 *
 * `CHROMIUM_PATH` when set; else Debian's `chromium-headless-shell` when installed (the headless
 * browser alone, what Playwright itself runs headless); else `/usr/bin/chromium`. Full Chromium's
 * headless mode runs the whole browser, a WebUI renderer beside every page included: the same 55
 * end-to-end tests took 269 test-seconds there against 140 in the shell, one run after the other on
 * this 2-core machine (docs/testing.md). A headed run (`--headed`) needs the full browser:
 * `CHROMIUM_PATH=/usr/bin/chromium`. Lighthouse (`npm run bench`) keeps the full browser, as a visitor has.
 */
import fs from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** @returns {string} */
export function testChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
