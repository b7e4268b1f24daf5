/**
 * Gate: hostile content, on every visitor route, in jsdom (issue 54; the browser's share is
 * tests/e2e/gate-hostile.spec.ts). Every /webapi answer (the pictures and the feeds apart) is laced
 * as tests/support/hostile.ts describes (free text + PAYLOAD, hostile URLs in URL fields, formats
 * kept) and each route of scripts/routes.mjs `routeGoals()` is rendered once, plus, on both sides,
 * the product preview, a report with attachments and a brand's history. Once settled (no error
 * state, nothing loading):
 * - the laced fields are shown, as text: <main> shows the marker (☠XSS), and each portal case in its own part;
 * - nothing survived in the DOM (`survivors`: no `on*` attribute, no script, no `javascript:` or
 *   `data:` document URL, no foreign iframe, form, object, embed, base or meta, every external link
 *   with rel noopener noreferrer); an article and a company show the other site's link, so the rel
 *   rule is exercised;
 * - `window.__pwned` was never called, nothing reached console.error.
 * What only a browser shows (scripts and handlers running, a meta refresh navigating, chart
 * tooltips) stays in the e2e spec, one route per kind of page.
 */
import { screen } from '@testing-library/react';
import { ELSEWHERE, EVIL, MARK, survivors } from '../../support/hostile';
import { FAILED_REGION, GATE_PATTERNS, network, PAGE_FAILED, renderRoute, settle, textOf } from './harness';
import { armLacing, pathOf, portalCases } from './laced';
import { watchConsole } from './console';

jest.mock('@umijs/max', () => jest.requireActual('./umiMax').umiMax);
jest.mock('../../../mock/lib/dataset', () => jest.requireActual('./dataset').fixedDay);

const console$ = watchConsole();
const pwned = jest.fn();

beforeEach(() => {
  pwned.mockReset();
  Object.assign(window, { __pwned: pwned });
  armLacing();
});

/** Render `path` laced, settle, and check that nothing survived and the marker is text; gives the render. */
async function expectHarmless(pattern: string, path: string) {
  const r = await renderRoute(pattern, path);
  await settle(r);
  expect({ path, failed: r.count(FAILED_REGION), pageFailed: r.count(PAGE_FAILED) }).toEqual({ path, failed: 0, pageFailed: 0 });
  expect({ path, survivors: survivors(EVIL) }).toEqual({ path, survivors: [] });
  expect(textOf(r.main())).toContain(MARK);
  expect(pwned).not.toHaveBeenCalled();
  expect(network.unknown).toEqual([]);
  expect(console$.errors()).toEqual([]);
  return r;
}

describe.each(GATE_PATTERNS.map((g) => g.pattern))('%s', (pattern) => {
  it('laced fields are shown as text, nothing survives', async () => {
    const r = await expectHarmless(pattern, await pathOf(pattern));
    // An article's CMS link and a company's website to the other site are there, with their rel (survivors).
    const linksOut = /\/(article|companyDetail)\//.test(pattern);
    expect({ pattern, linkOut: linksOut && !!r.main().querySelector(`a[href^="https://${ELSEWHERE}/"]`) }).toEqual({ pattern, linkOut: linksOut });
    r.unmount();
  });
});

describe.each([
  ['desktop', ''],
  ['mobile', '/mobile'],
])('portal cases, %s', (_side, prefix) => {
  it('the product preview, a report with attachments, a brand history: laced text, nothing survives', async () => {
    for (const { name, pattern, path, testId } of await portalCases(prefix)) {
      armLacing();
      // eslint-disable-next-line no-await-in-loop -- one page after the other
      const r = await expectHarmless(pattern, path);
      // eslint-disable-next-line no-await-in-loop
      const part = await screen.findByTestId(testId);
      expect({ name, text: textOf(part) }).toEqual({ name, text: expect.stringContaining(MARK) });
      expect({ name, survivors: survivors(EVIL) }).toEqual({ name, survivors: [] });
      r.unmount();
    }
  });
});
