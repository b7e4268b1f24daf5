/**
 * The real zh-CN messages through the engine react-intl uses, so component tests read what a
 * visitor reads. For a `jest.mock('@umijs/max', …)` factory (which may only reach modules through
 * `jest.requireActual`): `useIntl: () => jest.requireActual('./zhIntl').zhIntl`.
 */
import Format from 'intl-messageformat';
import zhCN from '@/locales/zh-CN/index';

const messages: Record<string, string> = zhCN;

export const zhIntl = {
  locale: 'zh-CN',
  formatMessage: ({ id }: { id: string }, values?: Record<string, string | number>) =>
    new Format(messages[id] ?? id, 'zh-CN').format(values) as string,
};
