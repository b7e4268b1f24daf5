/**
 * antd's theme, language and direction for the desktop site and the back office. The desktop layout
 * puts it around the page, not the app's root (src/app.tsx) or the locale plugin (`locale.antd` is
 * off): there it put antd's ConfigProvider, CSS-in-JS engine and locale packs into umi.js, which every
 * phone downloads and runs although /mobile renders no antd component. A page whose first screen
 * draws no antd (`ownAntd`, src/config/sections.ts) has its antd parts bring it themselves.
 */
import { getIntl, useIntl } from '@umijs/max';
import { ConfigProvider } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import type { ReactNode } from 'react';
import { THEME } from '@/theme';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'ar-EG': arEG } as const;
type Lang = keyof typeof ANTD_LOCALES;

const localeOf = (lang: string) => ANTD_LOCALES[lang as Lang] ?? zhCN;
const directionOf = (lang: string) => (lang.startsWith('ar') ? 'rtl' : 'ltr');

// Static `message` (the global request-error notice) renders outside this tree: same theme, and
// the language of the moment it is shown.
ConfigProvider.config({
  holderRender: (children) => {
    const lang = getIntl().locale;
    return (
      <ConfigProvider theme={THEME} locale={localeOf(lang)} direction={directionOf(lang)}>
        {children}
      </ConfigProvider>
    );
  },
});

export default function AntdConfig({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  return (
    <ConfigProvider theme={THEME} locale={localeOf(locale)} direction={directionOf(locale)}>
      {children}
    </ConfigProvider>
  );
}
