/**
 * The phone preview (antd-mobile ImageViewer.Multi): a named dialog with the caption as its footer
 * (「1 / 3」), a close button that takes focus, and 暂无图片 for a failed picture.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import MobileProductPreview from '@/components/products/MobileProductPreview';
import { product } from './fixtures';

jest.mock('@umijs/max', () => {
  const { Link } = jest.requireActual('react-router-dom');
  return { useIntl: () => jest.requireActual('../zhIntl').zhIntl, Link };
});

const p = product(10021);

describe('MobileProductPreview', () => {
  it('is a named dialog with the product’s caption and a close button that has focus', async () => {
    const onClose = jest.fn();
    await act(async () => {
      render(
        <MemoryRouter>
          <MobileProductPreview product={p as any} open onClose={onClose} />
        </MemoryRouter>,
      );
    });
    const dialog = screen.getByRole('dialog', { name: '「执手锁 AB-10021」的图片与规格' });
    expect(dialog.getAttribute('aria-hidden')).toBeNull();
    const caption = within(dialog).getByTestId('product-preview');
    expect(caption.textContent).toContain('执手锁 AB-10021');
    expect(caption.textContent).toContain('1 / 3');
    expect(caption.textContent).toContain('第 1 / 3 张');
    expect(caption.textContent).toContain('参考价128.50 元/套');
    expect(within(caption).getByRole('link', { name: '青溪恒安锁业有限公司' }).getAttribute('href')).toBe('/mobile/companyDetail/1005');

    const close = within(dialog).getByRole('button', { name: '关闭图片预览' });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('names each picture and draws 暂无图片 in place of a failed one', async () => {
    await act(async () => {
      render(
        <MemoryRouter>
          <MobileProductPreview product={p as any} open onClose={jest.fn()} />
        </MemoryRouter>,
      );
    });
    const first = screen.getByRole('img', { name: '执手锁 AB-10021，第 1 / 3 张图片' });
    expect(first.getAttribute('src')).toBe('/webapi/media/products/10021/1.svg');
    fireEvent.error(first);
    expect(first.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });
});
