/**
 * The app's one colour source. Everything else derives from these plain values:
 * - antd's ThemeConfig (src/theme/index.ts);
 * - Less variables such as `@brand`, `@up`, `@text-secondary` (src/theme/lessVars.ts, handed to
 *   every .less file by Umi's `theme` option in .umirc.ts), and from them the CSS custom properties
 *   declared once in src/global.less (`--color-up`, `--adm-color-primary`, …);
 * - ECharts options, which paint on a canvas and cannot read CSS variables.
 *
 * Contrast ratios are against white unless noted. WCAG AA asks 4.5:1 for text (PRODUCT.md §5),
 * so greys are darker than antd / antd-mobile defaults. No React here: .umirc.ts imports this.
 */

/** Brand red and links. */
export const brand = {
  /** Brand red: primary buttons, active menu, accents. 6.5:1 on white, and white text on it. */
  primary: '#b3261e',
  /** Hover / pressed fill of brand buttons; also brand text that must stand out (9.1:1). */
  hover: '#8c1d18',
  /** Links: a deeper red than the brand (7.8:1 on white, 7.0:1 on `tint`). */
  link: '#a8071a',
  /** Light brand tint behind tags, chips and highlighted rows. */
  tint: '#fff1f0',
  /** Border of brand-tinted tags. */
  tintBorder: '#ffccc7',
  /** Focus ring around brand-filled buttons, where a red ring would not show. */
  focusOnBrand: '#f5a623',
} as const;

/**
 * Chinese market colours: red is up, green is down (PRODUCT.md §3.4), always with an arrow or sign
 * too so colour is never the only cue. All three pass 4.5:1 on white and on their tinted backgrounds.
 */
export const market = {
  /** 5.6:1 on white, 5.1:1 on `upBg`. */
  up: '#cf1322',
  /** 5.6:1 on white, 5.4:1 on `downBg`. */
  down: '#237804',
  /** Unchanged: the secondary text grey (7.0:1, 6.4:1 on `flatBg`). */
  flat: '#595959',
  upBg: '#fff1f0',
  downBg: '#f6ffed',
  flatBg: '#f5f5f5',
} as const;

/** Errors and destructive actions (停用, 删除): antd's #ff4d4f is 3.3:1 on white, too faint for text; this is 5.9:1 (5.4:1 on a light red). */
export const danger = '#c41d1d';

/** Text greys, darkest first. Each text role keeps ≥ 4.5:1 on white. */
export const text = {
  /** Titles and headings (16.5:1). */
  heading: '#1f1f1f',
  /** Body text (15.1:1). */
  primary: '#262626',
  /** Quotes, summaries, notes: softer than body, still strong (9.9:1). */
  soft: '#434343',
  /** antd's colorTextSecondary (8.5:1). */
  antdSecondary: '#4d4d4d',
  /** Dates, captions, axis labels; antd's description / tertiary text (7.0:1, 6.4:1 on #f5f5f5). */
  secondary: '#595959',
  /** antd-mobile "weak" text on the mobile industry pages (5.7:1; antd-mobile's #999 fails AA). */
  weak: '#666',
  /** Placeholders of the industry filters, antd-mobile "light" on those pages (5.3:1). */
  light: '#6b6b6b',
  /** Placeholders: the lightest grey that still passes AA on white (4.54:1). */
  placeholder: '#767676',
  /** Disabled controls only (3.4:1): WCAG exempts inactive controls from the text contrast rule. */
  disabled: '#8c8c8c',
  /** Text on brand or dark fills. */
  inverse: '#fff',
  /** Footer text on `background.footer` (10.7:1). */
  footer: '#d9d9d9',
} as const;

/** Borders and dividers. */
export const border = {
  /** Inputs, buttons, outlined cards (antd colorBorder). */
  base: '#d9d9d9',
  /** Dividers between rows and sections (antd colorSplit). */
  split: '#f0f0f0',
  /** Hairline of the mobile header and tab bar. */
  light: '#eee',
  /** Dashed separators in lists. */
  dashed: '#e8e8e8',
  /** Blockquote bar in article bodies. */
  quote: '#e0e0e0',
} as const;

/** Backgrounds. */
export const background = {
  /** Cards, panels, headers. */
  container: '#fff',
  /** Page background behind the cards (desktop and mobile layouts). */
  layout: '#f5f6f8',
  /** Subtle panels: table heads, attachment lists, tool bars. */
  subtle: '#fafafa',
  /** Filled chips and neutral tags. */
  fill: '#f5f5f5',
  /** Hover of neutral list items. */
  hover: '#f0f0f0',
  /** Even rows of article tables. */
  zebra: '#fcfcfc',
  /** Desktop footer. */
  footer: '#262626',
} as const;

/** Amber for "new" markers (brand ranking newcomers): text 6.8:1 on white. */
export const warning = {
  border: '#d48806',
  text: '#874d00',
  /** Behind search hits (<mark>): body text keeps its contrast on it. */
  fill: '#fff1b8',
} as const;

/** Light-theme charts (desktop and mobile pages). */
export const chart = {
  /**
   * Series colours in order: brand red first, then hues that stay apart from it and from each other.
   * A plain `string[]` because ECharts' option types want a mutable array: do not mutate it.
   */
  series: [brand.primary, '#1f5fa8', warning.border, '#722ed1', '#08979c', '#c41d7f', text.secondary] as string[],
  /** Axis and reference-line labels. */
  axisLabel: text.secondary,
  /** Data labels (pie slices). */
  label: text.primary,
  axisLine: '#bfbfbf',
  splitLine: border.split,
  /** Dashed reference line (base value); a graphic, so 3:1 is enough. */
  reference: text.disabled,
  /** Shaded periods with no release (a gap). */
  band: 'rgba(0, 0, 0, 0.06)',
  /** A classification change: a vertical rule. */
  rule: text.secondary,
} as const;

/** Document icons of attachment lists: PDF in red, others grey. */
export const fileIcon = {
  pdfStroke: market.up,
  pdfFill: market.upBg,
  stroke: text.disabled,
  fill: background.fill,
} as const;

/**
 * The /datashow big screen: a navy theme. Text colours keep ≥ 4.5:1 on the navy panels
 * (e.g. `muted` 9.0:1 on `bg`, 7.6:1 on `tableHead`; `up` 6.3:1, `down` 7.7:1 on `bg`).
 */
export const datashow = {
  bg: '#0b1a33',
  panel: 'rgba(14, 36, 72, 0.82)',
  /** Sticky table heads (opaque, rows scroll under them). */
  tableHead: '#10284f',
  /** Panel frames. */
  border: 'rgba(79, 163, 255, 0.28)',
  /** Base of the faint hairlines and rank chips (used with transparency). */
  line: '#9fb3d1',
  /** Titles and big numbers. */
  title: '#fff',
  /** Body text and strong chart labels (14.7:1). */
  text: '#e6edf7',
  /** Chart axis and legend text (11.8:1). */
  chartText: '#c9d6ea',
  /** Secondary text (9.0:1). */
  muted: '#a9bcd8',
  /** Cyan accent: headline line, bars, totals (8.8:1). */
  accent: '#4fc3ff',
  /** Blue: export series, background grid and glows. */
  blue: '#4fa3ff',
  /** Amber: import series and the stale-data marker (9.8:1). */
  amber: '#f5b942',
  /** Market colours lightened for the dark background. */
  up: '#ff6b6b',
  down: '#52c41a',
  flat: '#b0bec5',
  /** Chart split lines and axes. */
  grid: 'rgba(159, 179, 209, 0.16)',
  axis: 'rgba(159, 179, 209, 0.45)',
  tooltipBg: 'rgba(8, 20, 40, 0.95)',
  /** Area under the headline line: accent fading out. */
  areaTop: 'rgba(79, 195, 255, 0.35)',
  areaBottom: 'rgba(79, 195, 255, 0.02)',
} as const;
