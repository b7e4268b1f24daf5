/**
 * The antd theme, built from the colour tokens. antd-mobile takes the same colours from
 * `--adm-color-*` custom properties set in src/global.less (also from the tokens, via Less).
 */
import type { ThemeConfig } from 'antd';
import { brand, danger, text } from './tokens';

export * from './tokens';

/** Brand colour for antd (desktop); greys darkened from antd's defaults for 4.5:1 text contrast (WCAG AA). */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorLink: brand.link,
    colorError: danger,
    borderRadius: 6,
    colorTextPlaceholder: text.placeholder,
    colorTextDescription: text.secondary,
    colorTextTertiary: text.secondary,
    colorTextSecondary: text.antdSecondary,
  },
};
