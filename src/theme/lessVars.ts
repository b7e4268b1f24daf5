/**
 * The colour tokens as Less variables. .umirc.ts passes this object as Umi's `theme` option (Less
 * `modifyVars`), so every .less file can use `@brand`, `@up`, `@text-secondary`, … without an import.
 * modifyVars are appended to each file and win over its own definitions: a .less file must not
 * declare a variable of the same name for something else. Plain module: Umi loads it in config context.
 */
import { background, border, brand, datashow, market, text, warning } from './tokens';

export const lessVars: Record<string, string> = {
  brand: brand.primary,
  'brand-hover': brand.hover,
  link: brand.link,
  'brand-tint': brand.tint,
  'brand-tint-border': brand.tintBorder,
  'focus-on-brand': brand.focusOnBrand,

  up: market.up,
  down: market.down,
  flat: market.flat,
  'up-bg': market.upBg,
  'down-bg': market.downBg,
  'flat-bg': market.flatBg,

  'text-heading': text.heading,
  'text-primary': text.primary,
  'text-soft': text.soft,
  'text-secondary': text.secondary,
  'text-weak': text.weak,
  'text-light': text.light,
  'text-placeholder': text.placeholder,
  'text-disabled': text.disabled,
  'text-inverse': text.inverse,
  'text-footer': text.footer,

  'border-base': border.base,
  'border-split': border.split,
  'border-light': border.light,
  'border-dashed': border.dashed,
  'border-quote': border.quote,

  'bg-container': background.container,
  'bg-layout': background.layout,
  'bg-subtle': background.subtle,
  'bg-fill': background.fill,
  'bg-hover': background.hover,
  'bg-zebra': background.zebra,
  'bg-footer': background.footer,

  'warning-border': warning.border,
  'warning-text': warning.text,
  'warning-fill': warning.fill,

  'ds-bg': datashow.bg,
  'ds-panel': datashow.panel,
  'ds-table-head': datashow.tableHead,
  'ds-border': datashow.border,
  'ds-line': datashow.line,
  'ds-title': datashow.title,
  'ds-text': datashow.text,
  'ds-muted': datashow.muted,
  'ds-accent': datashow.accent,
  'ds-blue': datashow.blue,
  'ds-amber': datashow.amber,
  'ds-up': datashow.up,
  'ds-down': datashow.down,
  'ds-flat': datashow.flat,
};
