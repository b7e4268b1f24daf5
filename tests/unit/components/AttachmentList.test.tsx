/** AttachmentList: each file's name, type · size · page count, its download link and its print address. */
import { render, screen, within } from '@testing-library/react';
import AttachmentList from '@/components/articles/AttachmentList';

// No imported type in this file: with a jest.mock, Umi's preset runs it through Babel's CommonJS transform,
// which refuses an imported binding in a type position.

jest.mock('@umijs/max', () => ({ useIntl: () => jest.requireActual('./zhIntl').zhIntl }));

const REPORT = { name: '2026年10月青溪五金价格指数运行分析报告.pdf', url: '/webapi/files/qx-report-40105.pdf', size: 62919, pages: 3, mime: 'application/pdf' };
const DATA = { name: '数据表.pdf', url: '/webapi/files/qx-report-40105-data.pdf', size: 1_600_000, pages: 1, mime: 'application/pdf' };

describe('AttachmentList', () => {
  it('shows type, size and page count of every file, and a download link named after it', () => {
    render(<AttachmentList attachments={[REPORT, DATA]} />);
    const rows = within(screen.getByTestId('attachment-list')).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('attachment-type').textContent).toBe('PDF');
    expect(within(rows[0]).getByTestId('attachment-size').textContent).toBe('61 KB');
    expect(within(rows[0]).getByTestId('attachment-pages').textContent).toBe('3 页');
    expect(rows[0].textContent).toContain('PDF·61 KB·3 页');
    expect(within(rows[1]).getByTestId('attachment-size').textContent).toBe('1.5 MB');
    expect(within(rows[1]).getByTestId('attachment-pages').textContent).toBe('1 页');
    const link = screen.getByRole('link', { name: `下载 ${REPORT.name}` });
    expect(link.getAttribute('href')).toBe(REPORT.url);
    expect(link.getAttribute('download')).toBe(REPORT.name);
    expect(link.getAttribute('data-print')).toBe('hide');
    expect(screen.getByText(REPORT.name).getAttribute('data-print-url')).toBe(new URL(REPORT.url, window.location.href).href);
  });

  it('leaves out a page count the answer does not give, and the separators are hidden from screen readers', () => {
    render(<AttachmentList attachments={[{ ...REPORT, pages: undefined as unknown as number }]} />);
    expect(screen.queryByTestId('attachment-pages')).toBeNull();
    expect(screen.getByTestId('attachment-list').textContent).toContain('PDF·61 KB');
    const meta = screen.getByTestId('attachment-type').parentElement!.parentElement!;
    expect([...meta.querySelectorAll('[aria-hidden="true"]')].map((el) => el.textContent)).toEqual(['·']);
  });

  it('renders nothing without attachments', () => {
    const { container } = render(<AttachmentList attachments={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
