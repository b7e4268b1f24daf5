/** Search hits marked in titles and summaries the way the backend matches them. */
import { render } from '@testing-library/react';
import Highlight, { splitMatches } from '@/components/articles/Highlight';

it('splits every case-insensitive occurrence of the whole keyword', () => {
  expect(splitMatches('五金指数周评：指数回升', '指数')).toEqual([
    { text: '五金', hit: false },
    { text: '指数', hit: true },
    { text: '周评：', hit: false },
    { text: '指数', hit: true },
    { text: '回升', hit: false },
  ]);
  expect(splitMatches('PPI and ppi', ' ppi ')).toEqual([
    { text: 'PPI', hit: true },
    { text: ' and ', hit: false },
    { text: 'ppi', hit: true },
  ]);
  expect(splitMatches('没有命中', '指数')).toEqual([{ text: '没有命中', hit: false }]);
  expect(splitMatches('任意文字', '')).toEqual([{ text: '任意文字', hit: false }]);
});

it('renders the hits as <mark> and keeps the text whole', () => {
  const { container } = render(<Highlight text="季度报告：三季度五金出口" keyword="季度" />);
  expect(container.textContent).toBe('季度报告：三季度五金出口');
  expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['季度', '季度']);
});
