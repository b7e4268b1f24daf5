/**
 * The desktop preview (antd Image.PreviewGroup, rc-image): the caption, ←/→ between pictures,
 * Escape and the close button to close, and a failed picture drawn as 暂无图片.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ProductPreview from '@/components/products/ProductPreview';
import { noImagePicture } from '@/components/products/previewParts';
import { product } from './fixtures';

jest.mock('@umijs/max', () => {
  const { Link } = jest.requireActual('react-router-dom');
  return { useIntl: () => jest.requireActual('../zhIntl').zhIntl, Link };
});

const p = product(10021);

const renderPreview = (open = true, onClose = jest.fn()) => {
  const view = render(
    <MemoryRouter>
      <ProductPreview product={p as any} open={open} onClose={onClose} />
    </MemoryRouter>,
  );
  return { ...view, onClose };
};

// rc-image listens on window and reads keyCode (rc-util's KeyCode).
const press = (key: string, keyCode: number) => act(() => void fireEvent.keyDown(window, { key, keyCode }));
const caption = () => screen.getByTestId('product-preview');
const shownImage = () => document.querySelector<HTMLImageElement>('.ant-image-preview-img')!;

describe('ProductPreview', () => {
  it('captions the picture: name, which of how many, category, spec, price and the company linked', () => {
    renderPreview();
    const c = caption();
    expect(c.getAttribute('aria-label')).toBe('「执手锁 AB-10021」的图片与规格');
    expect(c.textContent).toContain('执手锁 AB-10021');
    expect(c.textContent).toContain('第 1 / 3 张');
    expect(c.textContent).toContain('产品类别锁具安防');
    expect(c.textContent).toContain('规格304不锈钢 · 65mm');
    expect(c.textContent).toContain('参考价128.50 元/套');
    expect(within(c).getByRole('link', { name: '青溪恒安锁业有限公司' }).getAttribute('href')).toBe('/companyDetail/1005');
    expect(shownImage().getAttribute('src')).toBe('/webapi/media/products/10021/1.svg');
    expect(shownImage().getAttribute('alt')).toBe('执手锁 AB-10021，第 1 / 3 张图片');
  });

  it('moves between pictures with ← and →, not past either end', () => {
    renderPreview();
    press('ArrowRight', 39);
    expect(caption().textContent).toContain('第 2 / 3 张');
    expect(shownImage().getAttribute('src')).toBe('/webapi/media/products/10021/2.svg');
    press('ArrowRight', 39);
    press('ArrowRight', 39);
    expect(caption().textContent).toContain('第 3 / 3 张');
    press('ArrowLeft', 37);
    expect(caption().textContent).toContain('第 2 / 3 张');
  });

  it('closes on Escape and on its named close button', () => {
    const { onClose } = renderPreview();
    press('Escape', 27);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '关闭图片预览' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('starts again at the first picture when reopened', () => {
    const onClose = jest.fn();
    const { rerender } = renderPreview(true, onClose);
    press('ArrowRight', 39);
    const again = (open: boolean) =>
      rerender(
        <MemoryRouter>
          <ProductPreview product={p as any} open={open} onClose={onClose} />
        </MemoryRouter>,
      );
    again(false);
    again(true);
    expect(caption().textContent).toContain('第 1 / 3 张');
  });

  it('falls back to the card picture without images, and draws 暂无图片 for a failed one', () => {
    render(
      <MemoryRouter>
        <ProductPreview product={{ ...p, images: [] } as any} open onClose={jest.fn()} />
      </MemoryRouter>,
    );
    expect(caption().textContent).toContain('第 1 / 1 张');
    expect(shownImage().getAttribute('src')).toBe('/webapi/media/products/10021/1.svg');
    const picture = decodeURIComponent(noImagePicture('暂无图片'));
    expect(picture).toMatch(/^data:image\/svg\+xml,<svg /);
    expect(picture).toContain('>暂无图片</text>');
    expect(decodeURIComponent(noImagePicture('<&>'))).toContain('>&#60;&#38;&#62;</text>');
  });
});
