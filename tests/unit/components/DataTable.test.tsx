/** DataTable and its Pager, as a visitor meets them: headers, sorting, paging, tree rows, selection, the empty state. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import DataTable from '@/components/table/DataTable';
import { pageItems } from '@/components/table/Pager';

// No imported type in this file: with a jest.mock, Umi's preset runs it through Babel's CommonJS transform,
// which refuses an imported binding in a type position.

// The real zh-CN messages (./zhIntl), so the tests read what a visitor reads.
jest.mock('@umijs/max', () => ({ useIntl: () => jest.requireActual('./zhIntl').zhIntl }));

interface Item {
  id: string;
  name: string;
  value: number | null;
  children?: Item[];
}

const item = (id: string, name: string, value: number | null, children?: Item[]): Item => ({ id, name, value, children });
const ITEMS = [item('a', '钢材', 30), item('b', '铜', 10), item('c', '铝', 20), item('d', '锌', 50), item('e', '镍', 40)];

const columns = [
  { key: 'name', title: '名称', dataIndex: 'name' as const, rowHeader: true },
  {
    key: 'value',
    title: '价格',
    align: 'right' as const,
    sorter: (a: Item, b: Item) => (a.value ?? 0) - (b.value ?? 0),
    render: (r: Item) => `¥${r.value}`,
  },
];

/** The row keys of the body, in order. */
const keys = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr[data-row-key]')].map((tr) => tr.getAttribute('data-row-key'));
/** The text of each body row's cells. */
const cells = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));

describe('DataTable', () => {
  it('renders a semantic table: column headers, row headers, one row per item, the test id and the name', () => {
    const { container } = render(
      <>
        <h2 id="t">原材料</h2>
        <DataTable<Item> columns={columns} rows={ITEMS.slice(0, 2)} rowKey="id" data-testid="prices" aria-labelledby="t" />
      </>,
    );
    const table = screen.getByRole('table', { name: '原材料' });
    expect(screen.getByTestId('prices').contains(table)).toBe(true);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['名称', '价格']);
    headers.forEach((h) => expect(h.getAttribute('scope')).toBe('col'));
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['钢材', '铜']);
    expect(keys(container)).toEqual(['a', 'b']);
    expect(cells(container)).toEqual([
      ['钢材', '¥30'],
      ['铜', '¥10'],
    ]);
    // 'right' means the end of the line, whatever the writing direction.
    expect(within(table).getAllByRole('cell')[0].className).toContain('alignEnd');
    // Without a scroll box nothing extra takes the focus.
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('takes the key from a function too', () => {
    const { container } = render(<DataTable<Item> columns={columns} rows={ITEMS.slice(0, 2)} rowKey={(r) => `k-${r.id}`} />);
    expect(keys(container)).toEqual(['k-a', 'k-b']);
  });

  it('draws a header group over its columns on two header rows', () => {
    const grouped = [
      { key: 'name', title: '名称', dataIndex: 'name' as const },
      {
        key: 'g',
        title: '本期',
        children: [
          { key: 'v', title: '价格', render: (r: Item) => r.value },
          { key: 'p', title: '涨跌', render: () => '—' },
        ],
      },
    ];
    const { container } = render(<DataTable<Item> columns={grouped} rows={ITEMS.slice(0, 1)} rowKey="id" />);
    const headRows = container.querySelectorAll('thead tr');
    expect(headRows).toHaveLength(2);
    const [name, group] = [...headRows[0].children] as HTMLTableCellElement[];
    expect([name.textContent, name.rowSpan]).toEqual(['名称', 2]);
    expect([group.textContent, group.colSpan, group.getAttribute('scope')]).toEqual(['本期', 2, 'colgroup']);
    expect([...headRows[1].children].map((th) => th.textContent)).toEqual(['价格', '涨跌']);
    expect(cells(container)).toEqual([['钢材', '30', '—']]);
    // One column group per top-level column, a <col> per column.
    expect([...container.querySelectorAll('colgroup')].map((g) => g.children.length)).toEqual([1, 2]);
  });

  it('sorts ascending, descending, then back to the given order, with aria-sort on the header', () => {
    const { container } = render(<DataTable<Item> columns={columns} rows={ITEMS} rowKey="id" />);
    const header = screen.getByRole('columnheader', { name: '价格' });
    const button = within(header).getByRole('button', { name: '价格' });
    // Only sortable columns get a button.
    expect(within(screen.getByRole('columnheader', { name: '名称' })).queryByRole('button')).toBeNull();
    expect(header.hasAttribute('aria-sort')).toBe(false);
    expect(button.title).toBe('点击升序');

    fireEvent.click(button);
    expect(keys(container)).toEqual(['b', 'c', 'a', 'e', 'd']);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(button.title).toBe('点击降序');

    fireEvent.click(button);
    expect(keys(container)).toEqual(['d', 'e', 'a', 'c', 'b']);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(button.title).toBe('取消排序');

    fireEvent.click(button);
    expect(keys(container)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(header.hasAttribute('aria-sort')).toBe(false);
  });

  describe('paging', () => {
    const paged = { pageSize: 2, total: (n: number) => `共 ${n} 条` };

    it('shows a page of rows, the total and a pager that moves between pages', () => {
      const { container } = render(<DataTable<Item> columns={columns} rows={ITEMS} rowKey="id" pagination={paged} />);
      expect(keys(container)).toEqual(['a', 'b']);
      expect(screen.getByText('共 5 条')).toBeTruthy();
      const pager = screen.getByRole('navigation', { name: '分页' });
      const prev = within(pager).getByRole('button', { name: '上一页' }) as HTMLButtonElement;
      const next = within(pager).getByRole('button', { name: '下一页' }) as HTMLButtonElement;
      expect(within(pager).getAllByRole('button').map((b) => b.textContent)).toEqual(['‹', '1', '2', '3', '›']);
      expect(within(pager).getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
      expect(prev.disabled).toBe(true);

      fireEvent.click(next);
      expect(keys(container)).toEqual(['c', 'd']);
      expect(within(pager).getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
      expect(within(pager).getByRole('button', { name: '第 1 页' }).hasAttribute('aria-current')).toBe(false);
      expect(prev.disabled).toBe(false);

      fireEvent.click(within(pager).getByRole('button', { name: '第 3 页' }));
      expect(keys(container)).toEqual(['e']);
      expect(next.disabled).toBe(true);
      fireEvent.click(prev);
      expect(keys(container)).toEqual(['c', 'd']);
    });

    it('moves the focus to the current page when next turns disabled at the last page', () => {
      render(<DataTable<Item> columns={columns} rows={ITEMS.slice(0, 4)} rowKey="id" pagination={paged} />);
      const next = screen.getByRole('button', { name: '下一页' });
      next.focus();
      fireEvent.click(next);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '第 2 页' }));
    });

    it('goes back to page 1 when the rows change, and when the sort changes', () => {
      const { container, rerender } = render(<DataTable<Item> columns={columns} rows={ITEMS} rowKey="id" pagination={paged} />);
      fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
      expect(keys(container)).toEqual(['e']);
      // The same rows again (a re-render of the parent) keep the page…
      rerender(<DataTable<Item> columns={columns} rows={ITEMS} rowKey="id" pagination={paged} />);
      expect(keys(container)).toEqual(['e']);
      // …other rows (another range, filter…) start over.
      const others = [...ITEMS].reverse();
      rerender(<DataTable<Item> columns={columns} rows={others} rowKey="id" pagination={paged} />);
      expect(keys(container)).toEqual(['e', 'd']);
      expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');

      fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
      fireEvent.click(screen.getByRole('button', { name: '价格' }));
      expect(keys(container)).toEqual(['b', 'c']);
      expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    });

    it('hides pager and total on a single page when asked, shows them otherwise', () => {
      const { rerender } = render(
        <DataTable<Item> columns={columns} rows={ITEMS.slice(0, 2)} rowKey="id" pagination={{ ...paged, hideOnSinglePage: true }} />,
      );
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByText('共 2 条')).toBeNull();
      rerender(<DataTable<Item> columns={columns} rows={ITEMS.slice(0, 2)} rowKey="id" pagination={paged} />);
      expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy();
      expect(screen.getByText('共 2 条')).toBeTruthy();
    });

    it('folds long runs of pages into an ellipsis', () => {
      expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
      expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
      expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
      expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
      // A gap would hide a single page: the page is shown instead.
      expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);

      const many = Array.from({ length: 40 }, (_, i) => item(`r${i}`, `行${i}`, i));
      render(<DataTable<Item> columns={columns} rows={many} rowKey="id" pagination={paged} />);
      const pager = screen.getByRole('navigation', { name: '分页' });
      expect(pager.textContent).toBe('‹12345…20›');
      fireEvent.click(within(pager).getByRole('button', { name: '第 20 页' }));
      expect(pager.textContent).toBe('‹1…1617181920›');
    });
  });

  describe('tree rows', () => {
    const tree = [
      item('food', '食品', 1, [item('rice', '大米', 3), item('oil', '食用油', 2)]),
      item('fuel', '燃料', 2),
      item('metal', '金属', 3, [item('cu', '铜', 9), item('al', '铝', 1)]),
    ];
    const level = (container: HTMLElement) =>
      [...container.querySelectorAll('tbody tr')].map((tr) => `${tr.getAttribute('data-row-key')}:${tr.getAttribute('data-level')}`);

    it('shows every top-level row with its children collapsed, and expands and collapses them', () => {
      const { container } = render(
        <DataTable<Item> columns={columns} rows={tree} rowKey="id" expandable={{ indentSize: 20, rowLabel: (r) => r.name }} />,
      );
      expect(level(container)).toEqual(['food:0', 'fuel:0', 'metal:0']);
      // Only rows with children have a button.
      expect(screen.getAllByRole('button', { name: /的下级明细$/ })).toHaveLength(2);
      const food = screen.getByRole('button', { name: '「食品」的下级明细' });
      expect(food.getAttribute('aria-expanded')).toBe('false');

      fireEvent.click(food);
      expect(food.getAttribute('aria-expanded')).toBe('true');
      expect(level(container)).toEqual(['food:0', 'rice:1', 'oil:1', 'fuel:0', 'metal:0']);
      expect(screen.getByText('大米').closest('tr')!.textContent).toBe('大米¥3');
      // Children are indented by one level: a spacer of indentSize before them, none before the top level.
      const indent = (name: string) => screen.getByText(name).closest('td, th')!.querySelector<HTMLElement>('.indent')?.style.width;
      expect([indent('食品'), indent('大米')]).toEqual([undefined, '20px']);

      fireEvent.click(food);
      expect(food.getAttribute('aria-expanded')).toBe('false');
      expect(level(container)).toEqual(['food:0', 'fuel:0', 'metal:0']);
    });

    it('sorts children within their parent', () => {
      const { container } = render(<DataTable<Item> columns={columns} rows={tree} rowKey="id" />);
      // Without a row label the buttons still say what they show.
      screen.getAllByRole('button', { name: '下级明细' }).forEach((b) => fireEvent.click(b));
      expect(level(container)).toEqual(['food:0', 'rice:1', 'oil:1', 'fuel:0', 'metal:0', 'cu:1', 'al:1']);
      const sort = screen.getByRole('button', { name: '价格' });
      fireEvent.click(sort);
      expect(level(container)).toEqual(['food:0', 'oil:1', 'rice:1', 'fuel:0', 'metal:0', 'al:1', 'cu:1']);
      fireEvent.click(sort);
      expect(level(container)).toEqual(['metal:0', 'cu:1', 'al:1', 'fuel:0', 'food:0', 'rice:1', 'oil:1']);
    });
  });

  describe('selection', () => {
    it('puts a labelled checkbox on each row, ticked for the selected keys, disabled by the caller’s rule', () => {
      const onToggle = jest.fn();
      render(
        <DataTable<Item>
          columns={columns}
          rows={ITEMS.slice(0, 3)}
          rowKey="id"
          rowSelection={{
            title: '对比',
            selectedKeys: ['a', 'b'],
            onToggle,
            disabled: (r) => r.id === 'c',
            label: (r) => `对比${r.name}`,
          }}
        />,
      );
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['对比', '名称', '价格']);
      const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
      expect(boxes.map((b) => [b.getAttribute('aria-label'), b.checked, b.disabled])).toEqual([
        ['对比钢材', true, false],
        ['对比铜', true, false],
        ['对比铝', false, true],
      ]);
      fireEvent.click(screen.getByRole('checkbox', { name: '对比铜' }));
      expect(onToggle).toHaveBeenCalledTimes(1);
      expect(onToggle).toHaveBeenCalledWith(ITEMS[1]);
      fireEvent.click(screen.getByRole('checkbox', { name: '对比铝' }));
      expect(onToggle).toHaveBeenCalledTimes(1);
    });
  });

  it('says there is no data, in a row spanning every column, with no pager', () => {
    const { container } = render(
      <DataTable<Item> columns={columns} rows={[]} rowKey="id" pagination={{ pageSize: 10, total: (n) => `共 ${n} 条` }} />,
    );
    expect(keys(container)).toEqual([]);
    const cell = screen.getByText('暂无数据');
    expect([cell.tagName, (cell as HTMLTableCellElement).colSpan]).toEqual(['TD', 2]);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText(/共/)).toBeNull();
  });

  it('scrolls in a named, focusable box; with a height, up to that height, the head staying on top', () => {
    const { container } = render(
      <DataTable<Item> columns={columns} rows={ITEMS} rowKey="id" scroll={{ x: 880, y: 480 }} aria-label="价格表" />,
    );
    const region = screen.getByRole('region', { name: '价格表' });
    expect(region.tabIndex).toBe(0);
    expect(region.style.maxHeight).toBe('480px');
    expect(region.className).toContain('stickyHead');
    expect(screen.getByRole('table', { name: '价格表' }).style.width).toBe('880px');
    expect(container.querySelector('table')!.style.minWidth).toBe('100%');
  });

  it('keeps a fixed first column in view, after the checkbox column', () => {
    const fixedColumns = [{ ...columns[0], fixed: 'left' as const }, columns[1]];
    const selection = { selectedKeys: [], onToggle: () => {}, label: (r: Item) => r.name, width: 64 };
    render(<DataTable<Item> columns={fixedColumns} rows={ITEMS.slice(0, 1)} rowKey="id" rowSelection={selection} scroll={{ x: 880 }} />);
    const name = screen.getByRole('rowheader', { name: '钢材' });
    expect(name.className).toContain('fixed');
    expect(screen.getByRole('checkbox', { name: '钢材' }).closest('td')!.className).toContain('fixed');
    expect(screen.getByRole('cell', { name: '¥30' }).className).not.toContain('fixed');
  });
});
