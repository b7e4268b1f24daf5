/**
 * The back office's real zh-CN messages (and the site's, which admin pages also use) through the
 * engine react-intl uses. For a `jest.mock('@umijs/max', …)` factory:
 * `useIntl: () => jest.requireActual('./adminIntl').adminIntl`.
 */
import Format from 'intl-messageformat';
import adminZhCN from '@/locales/admin/zh-CN';
import zhCN from '@/locales/zh-CN/index';

const messages: Record<string, string> = { ...zhCN, ...adminZhCN };

export const adminIntl = {
  locale: 'zh-CN',
  formatMessage: ({ id }: { id: string }, values?: Record<string, string | number>) => new Format(messages[id] ?? id, 'zh-CN').format(values) as string,
};
