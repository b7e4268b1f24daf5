/** SeriesPicker, the category picker of /data: chips with remove buttons, the panel of checkboxes, the limit, closing. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { CHART_COLORS } from '@/components/charts/EChart';
import { MAX_COMPARE } from '@/config/constants';
import SeriesPicker from '@/pages/data/SeriesPicker';

// No imported type in this file: with a jest.mock, Umi's preset runs it through Babel's CommonJS transform,
// which refuses an imported binding in a type position.

// The real zh-CN messages (./zhIntl), so the tests read what a visitor reads.
jest.mock('@umijs/max', () => ({ useIntl: () => jest.requireActual('./zhIntl').zhIntl }));

interface Node {
  id: string;
  name: string;
  level: number;
  parentId: string | null;
  weight: number;
  children?: Node[];
}

/** Ids as the API makes them: 21-0 the composite, 21-1 a 大类, 21-1-1 a 中类, 21-1-1-1 a 规格品. */
const node = (id: string, name: string, children?: Node[]): Node => {
  const root = id === '21-0';
  const parentId = root ? null : id.split('-').length === 2 ? '21-0' : id.slice(0, id.lastIndexOf('-'));
  return { id, name, level: root ? 1 : id.split('-').length, parentId, weight: root ? 100 : 10, children };
};

const TREE: Node[] = [
  node('21-0', '总指数', [
    node('21-1', '钢材', [node('21-1-1', '型材', [node('21-1-1-1', '角钢'), node('21-1-1-2', '槽钢')])]),
    node('21-2', '铜', [node('21-2-1', '铜材', [node('21-2-1-1', '铜板')])]),
    node('21-3', '铝'),
    node('21-4', '锌'),
    node('21-5', '镍'),
    node('21-6', '锡'),
    node('21-7', '铅'),
  ]),
];

/** The picker as the page holds it: the chosen ids in state, every change recorded. */
function Harness({ initial, onChange }: { initial: string[]; onChange: (ids: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SeriesPicker
        tree={TREE}
        value={value}
        onChange={(ids) => {
          onChange(ids);
          setValue(ids);
        }}
      />
      <button type="button">页面其他位置</button>
    </>
  );
}

const setup = (initial: string[]) => {
  const onChange = jest.fn();
  const view = render(<Harness initial={initial} onChange={onChange} />);
  return { onChange, ...view };
};

const chips = () => screen.getAllByTestId('series-chip');
const addButton = () => screen.getByRole('button', { name: '添加对比' });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const open = () => {
  fireEvent.click(addButton());
  return screen.getByRole('group', { name: `选择指数类别（最多 ${MAX_COMPARE} 项对比）` });
};

describe('SeriesPicker', () => {
  it('shows each chosen series as a chip in its chart colour, with a named remove button', () => {
    setup(['21-0', '21-2-1-1']);
    const list = screen.getByRole('list', { name: '已选类别' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(chips().map((c) => c.textContent)).toEqual(['总指数×', '铜板×']);
    chips().forEach((chip, i) => {
      const swatch = chip.querySelector('[aria-hidden="true"]') as HTMLElement;
      expect(swatch.style.background).toBe(hexToRgb(CHART_COLORS[i]));
    });
    expect(within(chips()[0]).getByRole('button').getAttribute('aria-label')).toBe('移除「总指数」');
    expect(screen.getByRole('button', { name: '移除「铜板」' })).toBeTruthy();
  });

  it('removes a chip, keeping the order of the rest, and moves the focus to the next remove button', () => {
    const { onChange } = setup(['21-0', '21-1', '21-3']);
    fireEvent.click(screen.getByRole('button', { name: '移除「钢材」' }));
    expect(onChange).toHaveBeenCalledWith(['21-0', '21-3']);
    expect(chips().map((c) => c.textContent)).toEqual(['总指数×', '铝×']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '移除「铝」' }));
  });

  it('never removes the last series: a lone chip has no remove button', () => {
    const { onChange } = setup(['21-0', '21-1']);
    fireEvent.click(screen.getByRole('button', { name: '移除「钢材」' }));
    expect(onChange).toHaveBeenCalledWith(['21-0']);
    expect(chips()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^移除/ })).toBeNull();
    // With no remove button left, the focus goes to 「添加对比」.
    expect(document.activeElement).toBe(addButton());
  });

  it('opens a panel of nested checkbox groups as a disclosure, the filter focused', () => {
    setup(['21-0']);
    const button = addButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox')).toBeNull();

    const panel = open();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: '筛选类别' }));
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(13);

    // Each parent names the group of its children, so the nesting is heard as well as seen.
    const steel = screen.getByRole('group', { name: '钢材' });
    expect(within(steel).getAllByRole('checkbox').map((c) => c.parentElement!.textContent)).toEqual(['型材', '角钢', '槽钢']);
    expect(within(screen.getByRole('group', { name: '型材' })).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('group', { name: '总指数' }).contains(steel)).toBe(true);

    // Checked = chosen; the only chosen one cannot be unticked.
    expect((checkbox('总指数') as HTMLInputElement).checked).toBe(true);
    expect((checkbox('总指数') as HTMLInputElement).disabled).toBe(true);
    expect((checkbox('钢材') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(`已选 1/${MAX_COMPARE} 项`);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('adds a ticked node at the end and removes an unticked one', () => {
    const { onChange } = setup(['21-2', '21-0']);
    open();
    fireEvent.click(checkbox('角钢'));
    expect(onChange).toHaveBeenLastCalledWith(['21-2', '21-0', '21-1-1-1']);
    expect(chips().map((c) => c.textContent)).toEqual(['铜×', '总指数×', '角钢×']);
    expect((checkbox('角钢') as HTMLInputElement).checked).toBe(true);
    // The panel stays open for the next one.
    expect(addButton().getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(checkbox('铜'));
    expect(onChange).toHaveBeenLastCalledWith(['21-0', '21-1-1-1']);
    expect(chips().map((c) => c.textContent)).toEqual(['总指数×', '角钢×']);
  });

  it(`holds at ${MAX_COMPARE}: the unticked boxes are disabled and a hint says why`, () => {
    expect(MAX_COMPARE).toBe(6);
    const { onChange } = setup(['21-0', '21-1', '21-2', '21-3']);
    open();
    expect((checkbox('锌') as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(checkbox('锌'));
    fireEvent.click(checkbox('镍'));
    expect(onChange).toHaveBeenLastCalledWith(['21-0', '21-1', '21-2', '21-3', '21-4', '21-5']);

    const status = screen.getByRole('status');
    expect(status.textContent).toBe(`已选满 ${MAX_COMPARE} 项，取消勾选一项后可再添加。`);
    const tin = checkbox('锡') as HTMLInputElement;
    expect(tin.disabled).toBe(true);
    expect(tin.getAttribute('aria-describedby')).toBe(status.id);
    for (const name of ['总指数', '钢材', '铜', '铝', '锌', '镍']) expect((checkbox(name) as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(tin);
    expect(onChange).toHaveBeenCalledTimes(2);

    // Freeing a place enables them again.
    fireEvent.click(checkbox('钢材'));
    expect(onChange).toHaveBeenLastCalledWith(['21-0', '21-2', '21-3', '21-4', '21-5']);
    expect(tin.disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(`已选 5/${MAX_COMPARE} 项`);
  });

  it('filters the tree by name, keeping the way down to each match', () => {
    setup(['21-0']);
    open();
    fireEvent.change(screen.getByRole('searchbox', { name: '筛选类别' }), { target: { value: '铜' } });
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement!.textContent)).toEqual(['总指数', '铜', '铜材', '铜板']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '槽' } });
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement!.textContent)).toEqual(['总指数', '钢材', '型材', '槽钢']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '黄金' } });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('没有匹配的类别')).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to 「添加对比」', () => {
    setup(['21-0']);
    open();
    checkbox('钢材').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(addButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(addButton());

    // Opened again, the filter starts empty.
    open();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('closes on a click outside, not on one inside', () => {
    setup(['21-0']);
    const panel = open();
    fireEvent.mouseDown(panel);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(13);
    fireEvent.mouseDown(screen.getByRole('button', { name: '页面其他位置' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(addButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the focus moves on past the picker', () => {
    setup(['21-0']);
    open();
    const outside = screen.getByRole('button', { name: '页面其他位置' });
    act(() => outside.focus());
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows the id of a node missing from the tree rather than nothing', () => {
    setup(['21-0', '21-9']);
    expect(chips().map((c) => c.textContent)).toEqual(['总指数×', '21-9×']);
  });
});

/** jsdom reports colours as rgb(). */
function hexToRgb(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
