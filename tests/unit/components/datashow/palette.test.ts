/** Both palettes of the showcase keep WCAG AA text contrast (4.5:1) on every surface text sits on. */
import { DARK, LIGHT, paletteVariables } from '@/pages/datashow/chartTheme';

function luminance(hex: string) {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

const TEXT_ROLES = ['title', 'text', 'chartText', 'muted', 'accent', 'amber', 'up', 'down', 'flat'] as const;

describe('light palette', () => {
  it.each(TEXT_ROLES)('%s reads at ≥ 4.5:1 on the background, panels and table heads', (role) => {
    for (const surface of [LIGHT.bg, LIGHT.panel, LIGHT.tableHead]) {
      expect(contrast(LIGHT[role], surface)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('dark palette', () => {
  it.each(TEXT_ROLES)('%s reads at ≥ 4.5:1 on the background and table heads', (role) => {
    for (const surface of [DARK.bg, DARK.tableHead]) {
      expect(contrast(DARK[role], surface)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('paletteVariables', () => {
  it('hands the CSS the colours, rgb triplets for translucent lines, and ChangeBadge its market colours', () => {
    const vars = paletteVariables(LIGHT) as Record<string, string>;
    expect(vars['--ds-bg']).toBe(LIGHT.bg);
    expect(vars['--ds-blue-rgb']).toBe('23, 101, 196');
    expect(vars['--color-up']).toBe(LIGHT.up);
    expect(vars['--color-down']).toBe(LIGHT.down);
  });
});
