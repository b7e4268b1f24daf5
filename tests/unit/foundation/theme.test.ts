/** The colour tokens: one source for antd, Less and charts, and every text colour passes WCAG AA. */
import { THEME } from '@/theme';
import { lessVars } from '@/theme/lessVars';
import { background, brand, datashow, market, text, warning } from '@/theme/tokens';

function luminance(hex: string) {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(h.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

describe('theme tokens', () => {
  it('keep 4.5:1 for text on white (all text roles but the disabled grey)', () => {
    const roles = Object.entries(text).filter(([name]) => !['disabled', 'inverse', 'footer'].includes(name));
    const others = { brand: brand.primary, link: brand.link, hover: brand.hover, up: market.up, down: market.down, flat: market.flat, warning: warning.text };
    for (const [name, colour] of [...roles, ...Object.entries(others)]) {
      expect([name, contrast(colour, background.container) >= 4.5]).toEqual([name, true]);
    }
    expect(contrast(text.inverse, brand.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text.footer, background.footer)).toBeGreaterThanOrEqual(4.5);
  });

  it('keep 4.5:1 for market colours on their tinted backgrounds', () => {
    expect(contrast(market.up, market.upBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(market.down, market.downBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(market.flat, market.flatBg)).toBeGreaterThanOrEqual(4.5);
  });

  it('keep 4.5:1 for the big-screen text on its navy background and table heads', () => {
    for (const c of [datashow.text, datashow.chartText, datashow.muted, datashow.accent, datashow.amber, datashow.up, datashow.down, datashow.flat]) {
      expect(contrast(c, datashow.bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c, datashow.tableHead)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('feed antd and Less from the same values', () => {
    expect(THEME.token?.colorPrimary).toBe(lessVars.brand);
    expect(THEME.token?.colorLink).toBe(lessVars.link);
    expect(THEME.token?.colorTextDescription).toBe(lessVars['text-secondary']);
    expect(THEME.token?.colorTextPlaceholder).toBe(lessVars['text-placeholder']);
    expect(lessVars.up).toBe(market.up);
    expect(lessVars.down).toBe(market.down);
    expect(Object.values(lessVars).every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
  });
});
