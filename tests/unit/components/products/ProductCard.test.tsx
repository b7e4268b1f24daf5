/** The product cards: picture and name are one link to the preview; a failed picture gives way to 暂无图片. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import MobileProductCard from '@/components/industry/MobileProductCard';
import ProductCard from '@/components/industry/ProductCard';
import { product } from './fixtures';

jest.mock('@umijs/max', () => {
  const { Link } = jest.requireActual('react-router-dom');
  return { useIntl: () => jest.requireActual('../zhIntl').zhIntl, Link };
});

const p = product(10021);

describe.each([
  ['ProductCard', ProductCard, '/companyDetail/1005', 320],
  ['MobileProductCard', MobileProductCard, '/mobile/companyDetail/1005', 170],
])('%s', (_, Card, companyPath, width) => {
  const renderCard = (props: Record<string, unknown> = {}) =>
    render(
      <MemoryRouter>
        <Card product={p as any} to="/product?company=1005&preview=10021" {...props} />
      </MemoryRouter>,
    );

  it('makes the picture and the name one link to the preview, named by what it does', () => {
    renderCard();
    const open = screen.getByTestId('product-open');
    expect(open.getAttribute('href')).toBe('/product?company=1005&preview=10021');
    expect(open.getAttribute('aria-label')).toBe('查看「执手锁 AB-10021」的大图');
    const img = within(open).getByRole('img', { name: '执手锁 AB-10021' });
    expect(img.getAttribute('src')).toBe('/webapi/media/products/10021/1.svg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe(String(width));
    expect(within(open).getByRole('heading', { level: 2 }).textContent).toBe('执手锁 AB-10021');
    expect(screen.getByTestId('product-card').contains(open)).toBe(true);
  });

  it('links the company on its side, unless told not to', () => {
    const { unmount } = renderCard();
    expect(screen.getByRole('link', { name: '青溪恒安锁业有限公司' }).getAttribute('href')).toBe(companyPath);
    unmount();
    renderCard({ showCompany: false, headingLevel: 3 });
    expect(screen.queryByRole('link', { name: '青溪恒安锁业有限公司' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3 })).toBeTruthy();
  });

  it('shows 暂无图片 in the same box when the picture fails', () => {
    renderCard();
    fireEvent.error(screen.getByRole('img', { name: '执手锁 AB-10021' }));
    const fallback = screen.getByTestId('image-fallback');
    expect(fallback.textContent).toBe('暂无图片');
    expect(fallback.getAttribute('aria-label')).toBe('执手锁 AB-10021');
    expect(screen.getByTestId('product-open').contains(fallback)).toBe(true);
  });
});
