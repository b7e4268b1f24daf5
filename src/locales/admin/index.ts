/**
 * The back office's messages join the app's when its chunk loads (`addMessages`, as the lazily loaded
 * languages' do: ../load.ts): zh-CN and en-US are complete; Traditional Chinese falls back to zh-CN's
 * text, Arabic to English.
 */
import { addMessages } from '../load';
import enUS from './en-US';
import zhCN from './zh-CN';

export const ADMIN_MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhCN, 'ar-EG': enUS } as const;

export function registerAdminMessages(): void {
  Object.entries(ADMIN_MESSAGES).forEach(([lang, messages]) => addMessages(lang, messages));
}
