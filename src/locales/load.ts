/**
 * Messages on demand. zh-CN's app area (menus, states, errors) is in umi.js; each of its other areas
 * (index, articles, industry…) comes with the first module that shows it (./areas/), so a page's
 * first load carries only the Chinese it can show (issue 23). Every other language's are a chunk of their own, loaded before anything is shown in it: before the
 * first render when it is the visitor's language (getInitialState in src/app.tsx), before a switch
 * to it (LangSwitch). They join Umi's messages through `addMessages`, as the back office's do
 * (src/locales/admin/index.ts).
 */
import { addLocale, getLocale, setLocale } from '@umijs/max';
// Not re-exported by @umijs/max: it remakes the intl that getIntl() without arguments returns.
import { setIntl } from '@@/plugin-locale/localeExports';
import type { Locale as MobileLocale } from 'antd-mobile/es/locales/base';
import { loadFullParser } from './messageParser';
import zhCN from './zh-CN';

export type Messages = Record<string, string>;

/** A language's chunk: its messages, and antd-mobile's texts in it. */
interface LanguageModule {
  default: Messages;
  mobileLocale?: MobileLocale;
}

/** Every language but zh-CN (src/locales/<lang>.ts being only what Umi's plugin needs). */
export const LOADERS: Record<string, () => Promise<LanguageModule>> = {
  'en-US': () => import(/* webpackChunkName: "locale-en-US" */ './en-US/index'),
  'zh-TW': () => import(/* webpackChunkName: "locale-zh-TW" */ './zh-TW/index'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG" */ './ar-EG/index'),
};

/** Adds messages to a language's. Umi's `addLocale` re-renders the current language's provider (useIntl); getIntl() without arguments (loading state, request errors) keeps the intl made at start unless remade. */
export function addMessages(lang: string, messages: Messages): void {
  addLocale(lang, messages, undefined as never);
  if (lang === getLocale()) setIntl(lang);
}

/** zh-CN's messages so far: the app area's, then each area's once a module showing it has loaded. */
const chinese: Messages = { ...zhCN };
/** The languages shown in Chinese: zh-CN, and one whose own messages could not load (loadActiveMessages). */
const inChinese = new Set<string>(['zh-CN']);

/**
 * Adds an area's Chinese messages (./areas/<area>.ts, imported by every module that shows them, so
 * they are in before it renders). Each area module runs once, whichever chunk brings it.
 */
export function addChineseArea(messages: Messages): void {
  Object.assign(chinese, messages);
  inChinese.forEach((lang) => addMessages(lang, messages));
}

const loads = new Map<string, Promise<void>>();
const mobileLocales = new Map<string, MobileLocale>();

/** antd-mobile's texts in a loaded language; none for zh-CN, antd-mobile's own default. */
export const mobileLocaleOf = (lang: string): MobileLocale | undefined => mobileLocales.get(lang);

/** Loads a language's messages once (at once for zh-CN); a failed load is tried again next time. */
export function loadMessages(lang: string): Promise<void> {
  const load = LOADERS[lang];
  if (!load) return Promise.resolve();
  let pending = loads.get(lang);
  if (!pending) {
    // Their plurals and quotes need the full message parser (./messageParser.ts).
    pending = Promise.all([load(), loadFullParser()]).then(([module]) => {
      // Before the messages: adding them re-renders the phone layout, which reads it.
      if (module.mobileLocale) mobileLocales.set(lang, module.mobileLocale);
      addMessages(lang, module.default);
    });
    pending.catch(() => loads.delete(lang));
    loads.set(lang, pending);
  }
  return pending;
}

/**
 * The visitor's language, before the first render. Never rejects: if its chunk cannot load (offline,
 * a redeploy), Chinese stands in for this visit rather than message ids; the choice stays stored.
 */
export async function loadActiveMessages(): Promise<void> {
  const lang = getLocale();
  try {
    await loadMessages(lang);
  } catch {
    inChinese.add(lang);
    addMessages(lang, chinese);
  }
}

/** Switches the language once its messages are here (rejects, staying on the current one, if they cannot load). */
export async function switchLanguage(lang: string): Promise<void> {
  await loadMessages(lang);
  setLocale(lang, false);
}
