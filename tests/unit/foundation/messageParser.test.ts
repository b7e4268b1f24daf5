/**
 * The lean message parser (src/locales/messageParser.ts) stands in for intl-messageformat-parser while
 * only Chinese is loaded: every Chinese message, the app's and the back office's, must be one it reads,
 * into exactly the elements the PEG parser gives; a message it cannot read is refused, not misread.
 */
import { pegParse } from 'intl-messageformat-parser/lib/parser';
import { LEAN, parseLean } from '../../../src/locales/messageParser';
import zhCN from '../../../src/locales/zh-CN/index';
import adminZhCN from '../../../src/locales/admin/zh-CN';

const chinese = Object.entries({ ...(zhCN as Record<string, string>), ...(adminZhCN as Record<string, string>) });

describe('the lean message parser', () => {
  it('reads every Chinese message as the PEG parser does', () => {
    expect(chinese.length).toBeGreaterThan(1000);
    const misread = chinese.filter(([, message]) => !LEAN.test(message) || JSON.stringify(parseLean(message)) !== JSON.stringify(pegParse(message, { normalizeHashtagInPlural: false })));
    expect(misread).toEqual([]);
  });

  it.each(['', '指数', '{name}', '第{period}期 {name} 环比{change}', 'Bearer <令牌> {a}{b}'])('reads %j as the PEG parser does', (message) => {
    expect(parseLean(message)).toEqual(pegParse(message, { normalizeHashtagInPlural: false }));
  });

  it.each(['{count, plural, one {# item} other {# items}}', "it's '{quoted}'", '{ spaced }', '{a, number}', 'unclosed {'])('refuses %j', (message) => {
    expect(() => parseLean(message)).toThrow(SyntaxError);
  });
});
