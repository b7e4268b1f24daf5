/**
 * The back office's messages join the app's when its chunk loads (`addMessages`, as the lazily loaded
 * languages' do: ../load.ts). It is written in zh-CN, zh-TW and en-US (ADMIN_LANGUAGES, the one list
 * of them); every other language of the site (Arabic) is given the English text, and the back
 * office says so in English and in that language (UNTRANSLATED_NOTICE, shown by AdminLayout).
 */
import { addMessages } from '../load';
import enUS from './en-US';
import zhCN from './zh-CN';
import zhTW from './zh-TW';

/** The languages the back office has its own text in. */
export const ADMIN_LANGUAGES: readonly string[] = ['zh-CN', 'zh-TW', 'en-US'];

/** Every language of the site: its own text, or English for one not in ADMIN_LANGUAGES. */
export const ADMIN_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'ar-EG': enUS } as const;

/** Whether the back office is written in `lang` (if not, it shows English and UNTRANSLATED_NOTICE). */
export const hasAdminMessages = (lang: string): boolean => ADMIN_LANGUAGES.includes(lang);

/** For each language shown in English: "the back office is not yet translated", in that language (beside 'admin.untranslated'). */
export const UNTRANSLATED_NOTICE: Record<string, string> = {
  'ar-EG': 'لم تُترجم لوحة الإدارة إلى العربية بعد، فهي معروضة بالإنجليزية.',
};

export function registerAdminMessages(): void {
  Object.entries(ADMIN_MESSAGES).forEach(([lang, messages]) => addMessages(lang, messages));
}
