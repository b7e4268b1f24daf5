/** What 「对比」 shows: each field of a revision against the one before, as added, removed and same text. */
import type { ArticleFields } from '@/types/admin';
import { attachmentLine, diffItems, diffText, htmlToText, revisionDiff, type DiffPart } from '@/utils/revisionDiff';

const fields = (over: Partial<ArticleFields> = {}): ArticleFields => ({
  categoryId: 214,
  title: '2月青溪五金价格指数小幅上涨',
  summary: '',
  author: '指数办公室',
  source: '',
  content: '<p>本期指数为 <strong>102.3</strong> 点。</p>',
  tags: ['价格指数'],
  attachments: [],
  publishAt: null,
  about: null,
  ...over,
});

const added = (parts: DiffPart[]) => parts.filter((p) => p.op === 'added').map((p) => p.value);
const removed = (parts: DiffPart[]) => parts.filter((p) => p.op === 'removed').map((p) => p.value);
/** The text a side reads: `before` drops the added parts, `after` the removed ones. */
const side = (parts: DiffPart[], which: 'before' | 'after') => parts.filter((p) => p.op !== (which === 'before' ? 'added' : 'removed')).map((p) => p.value).join('');

describe('htmlToText', () => {
  it('strips tags, a line per block, entities decoded, blank lines gone', () => {
    const html = '<h2>综述</h2><p>指数&nbsp;上涨 <em>1.2%</em>，&lt;环比&gt; &amp; 同比</p><ul><li>五金</li><li>工具</li></ul><p><br></p><blockquote><p>引用</p></blockquote>';
    expect(htmlToText(html)).toBe('综述\n指数 上涨 1.2%，<环比> & 同比\n五金\n工具\n引用');
  });

  it('drops scripts, styles and comments with their content, and keeps table cells apart', () => {
    expect(htmlToText('<p>a</p><script>alert(1)</script><style>p{}</style><!-- x --><table><tr><td>1</td><td>2</td></tr></table>')).toBe('a\n1 2');
  });

  it('decodes numeric entities and leaves unknown ones', () => {
    expect(htmlToText('&#20116;&#x91D1; &foo; &#0;')).toBe('五金 &foo; &#0;');
  });
});

describe('diffText', () => {
  it('finds changed Chinese characters, not whole sentences', () => {
    const parts = diffText('青溪五金价格指数上涨 2.1%', '青溪五金景气指数上涨 2.3%');
    expect(removed(parts)).toEqual(['价格', '1']);
    expect(added(parts)).toEqual(['景气', '3']);
    expect(side(parts, 'before')).toBe('青溪五金价格指数上涨 2.1%');
    expect(side(parts, 'after')).toBe('青溪五金景气指数上涨 2.3%');
  });

  it('goes word by word in English', () => {
    const parts = diffText('The index rose slightly', 'The index rose sharply');
    expect(removed(parts)).toEqual(['slightly']);
    expect(added(parts)).toEqual(['sharply']);
  });

  it('answers one unchanged part for equal texts, none for two empty ones', () => {
    expect(diffText('同', '同')).toEqual([{ value: '同', op: 'same' }]);
    expect(diffText('', '')).toEqual([]);
    expect(diffText('', '新')).toEqual([{ value: '新', op: 'added' }]);
  });
});

describe('diffItems', () => {
  it('compares lists line by line', () => {
    const parts = diffItems(['价格指数', '五金'], ['价格指数', '景气指数']);
    expect(removed(parts)).toEqual(['五金\n']);
    expect(added(parts)).toEqual(['景气指数\n']);
    expect(parts[0]).toEqual({ value: '价格指数\n', op: 'same' });
  });
});

describe('revisionDiff', () => {
  it('lists every field, marking which changed', () => {
    const before = fields();
    const after = fields({ title: '2月青溪五金价格指数明显上涨', content: '<p>本期指数为 <strong>103.0</strong> 点。</p>' });
    const diff = revisionDiff(before, after);
    expect(diff.map((f) => f.key)).toEqual(['title', 'category', 'summary', 'author', 'source', 'tags', 'publishAt', 'attachments', 'content']);
    expect(diff.filter((f) => f.changed).map((f) => f.key)).toEqual(['title', 'content']);
    const content = diff.find((f) => f.key === 'content')!;
    // The content is compared as text: the tags around the number are not a change.
    expect(side(content.parts, 'before')).toBe('本期指数为 102.3 点。');
    expect(side(content.parts, 'after')).toBe('本期指数为 103.0 点。');
    expect(added(content.parts).join('')).not.toContain('<');
  });

  it('shows tags and attachments as lines, a replaced file as a change of its line', () => {
    const pdf = { file: 'aaaa-report.pdf', name: '报告.pdf', url: '/webapi/files/aaaa-report.pdf', size: 2048, pages: 4, mime: 'application/pdf' };
    const before = fields({ tags: ['价格指数'], attachments: [pdf] });
    const after = fields({ tags: ['价格指数', '五金'], attachments: [{ ...pdf, file: 'bbbb-report.pdf' }] });
    const diff = revisionDiff(before, after);
    const tags = diff.find((f) => f.key === 'tags')!;
    expect(added(tags.parts)).toEqual(['五金\n']);
    const attachments = diff.find((f) => f.key === 'attachments')!;
    expect(removed(attachments.parts)).toEqual([`${attachmentLine(pdf)}\n`]);
    expect(added(attachments.parts)).toEqual(['报告.pdf (bbbb-report.pdf)\n']);
  });

  it('names the category and the time as the page says them', () => {
    const diff = revisionDiff(fields({ categoryId: 214 }), fields({ categoryId: 220, publishAt: '2026-03-01T02:00:00.000Z' }), {
      categoryName: (id) => (id === 214 ? '指数评论' : '研究报告'),
      formatTime: () => '2026-03-01 10:00',
    });
    const category = diff.find((f) => f.key === 'category')!;
    expect(removed(category.parts)).toEqual(['指数评论']);
    expect(added(category.parts)).toEqual(['研究报告']);
    expect(added(diff.find((f) => f.key === 'publishAt')!.parts)).toEqual(['2026-03-01 10:00']);
  });

  it('takes everything of a first revision as added', () => {
    const diff = revisionDiff(null, fields());
    expect(diff.find((f) => f.key === 'title')!.parts).toEqual([{ value: '2月青溪五金价格指数小幅上涨', op: 'added' }]);
    expect(diff.find((f) => f.key === 'tags')!.parts).toEqual([{ value: '价格指数\n', op: 'added' }]);
    expect(diff.find((f) => f.key === 'summary')!.changed).toBe(false);
    expect(diff.every((f) => f.parts.every((p) => p.op !== 'removed'))).toBe(true);
  });

  it('finds no change between equal revisions', () => {
    expect(revisionDiff(fields(), fields()).some((f) => f.changed)).toBe(false);
  });
});
