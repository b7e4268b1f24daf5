/** Attachments: an uploaded PDF joins the list (name, size, pages); a refused one says why and does not. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import AttachmentsField from '@/components/admin/AttachmentsField';
import { uploadFile } from '@/services/admin';
import { ApiError } from '@/services/errors';

jest.mock('@umijs/max', () => ({ useIntl: () => jest.requireActual('./adminIntl').adminIntl }));
jest.mock('@/services/admin', () => ({ uploadFile: jest.fn() }));

// Files that call jest.mock go through a Babel pass that rejects imported names in type positions.
interface RevisionAttachment {
  file: string;
  name: string;
  url: string;
  size: number;
  pages: number;
  mime: string;
}

const upload = uploadFile as jest.Mock;
let latest: RevisionAttachment[] = [];

function Field({ initial = [] as RevisionAttachment[] }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <App>
      <AttachmentsField value={value} onChange={setValue} id="attachments" />
    </App>
  );
}

const pdf = (name: string) => new File(['%PDF-1.4 …'], name, { type: 'application/pdf' });
const choose = async (file: File) => {
  const input = screen.getByTestId('attachment-upload').querySelector('input[type=file]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
};

beforeAll(() => {
  // antd's Table follows the window's breakpoints.
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  upload.mockReset();
  latest = [];
});

describe('AttachmentsField', () => {
  it('takes PDFs only, through a labelled file input', () => {
    render(<Field />);
    const input = screen.getByTestId('attachment-upload').querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('.pdf,application/pdf');
    expect(input.id).toBe('attachments');
    expect(screen.getByText('上传 PDF').closest('button')).toBeTruthy();
  });

  it('lists an uploaded file with its name, size and pages; the name can be changed; it can be removed', async () => {
    upload.mockResolvedValue({ file: 'ab12-report.pdf', name: '2月报告.pdf', url: '/webapi/files/ab12-report.pdf', size: 2.5 * 1024 * 1024, pages: 4, mime: 'application/pdf', sha256: 'ab12' });
    render(<Field />);
    await choose(pdf('2月报告.pdf'));
    await waitFor(() => expect(latest).toHaveLength(1));
    expect(upload.mock.calls[0][1]).toBe('2月报告.pdf');
    expect(latest[0]).toEqual({ file: 'ab12-report.pdf', name: '2月报告.pdf', url: '/webapi/files/ab12-report.pdf', size: 2.5 * 1024 * 1024, pages: 4, mime: 'application/pdf' });
    expect(screen.getByText('2.5 MB')).toBeTruthy();
    expect(screen.getByText('4 页')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('ab12-report.pdf 的显示名称'), { target: { value: '青溪五金指数报告（2月）' } });
    expect(latest[0].name).toBe('青溪五金指数报告（2月）');
    fireEvent.click(screen.getByLabelText('删除 青溪五金指数报告（2月）'));
    expect(latest).toEqual([]);
  });

  it("shows the server's reason for a refused file and does not add it", async () => {
    upload.mockRejectedValue(new ApiError('http', '假.pdf 不是 PDF 文件（假.pdf is not a PDF file.）', { status: 400, code: 'BAD_REQUEST' }));
    render(<Field />);
    await choose(pdf('假.pdf'));
    await waitFor(() => expect(screen.getByText('假.pdf 未能上传：假.pdf 不是 PDF 文件')).toBeTruthy());
    expect(latest).toEqual([]);
  });
});
