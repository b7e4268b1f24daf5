/**
 * The kiosk settings of /datashow, set once in the URL of a screen that then runs for weeks:
 * `?refresh=60&carousel=30&theme=light` — seconds between refreshes (5 minutes when absent), seconds
 * each panel is shown enlarged (no carousel when absent) and the palette (dark unless a bright hall
 * asks for light). Nothing on the page changes them: they are read, never written.
 */
import { defineView, oneOf, type Field } from './codec';

/**
 * Whole seconds within [min, max]; anything else (absent, junk, out of range) gives `fallback`.
 * `carousel=0` reads as its fallback, off.
 */
function seconds(min: number, max: number, fallback: number): Field<number> {
  return {
    defaultValue: fallback,
    parse: (raw) => {
      if (!raw || !/^\d{1,6}$/.test(raw)) return fallback;
      const n = Number(raw);
      return n >= min && n <= max ? n : fallback;
    },
    format: (v) => (v === fallback ? undefined : String(v)),
  };
}

export const DATASHOW_THEMES = ['dark', 'light'] as const;
export type DataShowTheme = (typeof DATASHOW_THEMES)[number];

export const datashowView = defineView('/datashow', {
  /** 1 s is allowed so an end-to-end test can run many refresh cycles quickly. */
  refresh: seconds(1, 86400, 300),
  /** 0 = off. */
  carousel: seconds(5, 3600, 0),
  theme: oneOf(DATASHOW_THEMES, 'dark'),
});

export type DataShowView = ReturnType<typeof datashowView.parse>;
