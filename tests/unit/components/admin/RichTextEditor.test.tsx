/**
 * The article body's editor (TipTap in jsdom): a labelled editable area, a toolbar of labelled
 * buttons, HTML out through onChange (bold gives <strong>), a new value from outside replaces the
 * content, and what StarterKit cannot edit (a table, a picture) is written back as it was.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import RichTextEditor from '@/components/admin/RichTextEditor';

jest.mock('@umijs/max', () => ({ useIntl: () => jest.requireActual('./adminIntl').adminIntl }));

// jsdom lays nothing out: ProseMirror asks ranges and the document for coordinates when it scrolls a selection into view.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
  // antd's Modal (the link dialog) follows the window's breakpoints.
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});

const flush = () => act(async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
});

/** Selects the whole document the way a keyboard does (Ctrl+A), in the editable area. */
async function selectAll(area: HTMLElement) {
  await act(async () => {
    area.focus();
    fireEvent.keyDown(area, { key: 'a', code: 'KeyA', keyCode: 65, ctrlKey: true });
  });
}

describe('RichTextEditor', () => {
  it('labels the editable area and every toolbar button', async () => {
    render(<RichTextEditor label="正文" value="<p>hello</p>" />);
    const area = screen.getByTestId('rich-text');
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(area.getAttribute('role')).toBe('textbox');
    expect(area.getAttribute('aria-label')).toBe('正文');
    expect(screen.getByRole('toolbar').getAttribute('aria-label')).toBe('格式工具栏');
    for (const [name, title] of [['加粗', '加粗'], ['斜体', '斜体'], ['H2', '二级标题'], ['H3', '三级标题'], ['项目符号列表', '项目符号列表'], ['编号列表', '编号列表'], ['引用', '引用'], ['链接', '链接'], ['撤销', '撤销'], ['重做', '重做']]) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('title')).toContain(title);
      // In the Tab order: a real button, not taken out with a negative tabindex.
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('tabindex')).not.toBe('-1');
    }
    expect(screen.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('makes the selection bold: onChange gets <strong>', async () => {
    const onChange = jest.fn();
    render(<RichTextEditor label="正文" value="<p>hello</p>" onChange={onChange} />);
    await selectAll(screen.getByTestId('rich-text'));
    fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    await flush();
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>hello</strong></p>');
    expect(screen.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('turns the paragraph into a heading (without the empty paragraph kept below it to write on)', async () => {
    const onChange = jest.fn();
    render(<RichTextEditor label="正文" value="<p>综述</p>" onChange={onChange} />);
    await selectAll(screen.getByTestId('rich-text'));
    fireEvent.click(screen.getByRole('button', { name: 'H2' }));
    await flush();
    expect(onChange).toHaveBeenLastCalledWith('<h2>综述</h2>');
  });

  it('shows a new value given from outside (a restored revision) without echoing it', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<RichTextEditor label="正文" value="<p>第一版</p>" onChange={onChange} />);
    rerender(<RichTextEditor label="正文" value="<p>第二版</p>" onChange={onChange} />);
    await flush();
    expect(screen.getByTestId('rich-text').textContent).toBe('第二版');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a table and a picture it cannot edit, and writes them back', async () => {
    const onChange = jest.fn();
    const html = '<p>前<img src="/a.png" alt="图">后</p><table><tbody><tr><td>1</td></tr></tbody></table><p>m<sup>2</sup></p>';
    render(<RichTextEditor label="正文" value={html} onChange={onChange} />);
    const area = screen.getByTestId('rich-text');
    expect(area.querySelector('table td')?.textContent).toBe('1');
    await selectAll(area);
    fireEvent.click(screen.getByRole('button', { name: '斜体' }));
    await flush();
    const out = onChange.mock.calls.at(-1)![0] as string;
    expect(out).toContain('<table><tbody><tr><td>1</td></tr></tbody></table>');
    expect(out).toMatch(/<img src="\/a.png" alt="图"[^>]*>/);
    expect(out).toContain('<sup>2</sup>');
  });

  it('reports no change for what the editor does by itself (the paragraph it keeps after a last table)', async () => {
    const onChange = jest.fn();
    render(<RichTextEditor label="正文" value={'<p>a</p>\n<table><tr><td>1</td></tr></table>'} onChange={onChange} />);
    await selectAll(screen.getByTestId('rich-text'));
    await flush();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('answers an empty string for an empty document', async () => {
    const onChange = jest.fn();
    render(<RichTextEditor label="正文" value="<p>x</p>" onChange={onChange} />);
    const area = screen.getByTestId('rich-text');
    await selectAll(area);
    await act(async () => {
      fireEvent.keyDown(area, { key: 'Backspace', code: 'Backspace', keyCode: 8 });
    });
    await flush();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('links the selection to an address asked in a dialog (a site path too); refuses another scheme', async () => {
    const onChange = jest.fn();
    render(<RichTextEditor label="正文" value="<p>报告</p>" onChange={onChange} />);
    await selectAll(screen.getByTestId('rich-text'));
    fireEvent.click(screen.getByRole('button', { name: '链接' }));
    const input = (await screen.findByLabelText('链接地址')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    await act(async () => {
      fireEvent.click(screen.getByText(/^确\s?定$/));
    });
    expect(await screen.findByText('链接地址须以 https://、http://、mailto: 或 / 开头')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '/article/12' } });
    await act(async () => {
      fireEvent.click(screen.getByText(/^确\s?定$/));
    });
    await flush();
    expect(onChange).toHaveBeenLastCalledWith('<p><a href="/article/12">报告</a></p>');
  });
});
