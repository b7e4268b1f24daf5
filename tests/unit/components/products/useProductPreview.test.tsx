/**
 * The product preview as a place in history: a card's link pushes `?preview=`, closing goes Back;
 * a shared link closes in place; an id the list does not show is dropped.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { useProductPreview } from '@/components/products/useProductPreview';
import { useProductListView } from '@/hooks/industry';
import { product } from './fixtures';

jest.mock('@umijs/max', () => {
  const router = jest.requireActual('react-router-dom');
  return {
    useIntl: () => jest.requireActual('../zhIntl').zhIntl,
    Link: router.Link,
    useLocation: router.useLocation,
    useNavigate: router.useNavigate,
    request: jest.fn(),
    history: {},
  };
});

const ITEMS = [product(10021), product(10022)];

// Typed loosely: with a jest.mock, Babel's CommonJS transform refuses an imported binding in a type position.
let preview: any;

function Harness({ items, settled }: { items?: typeof ITEMS; settled: boolean }) {
  const filters = useProductListView();
  preview = useProductPreview(filters, items as any, settled);
  const location = useLocation();
  const link = preview.linkOf(10022);
  return (
    <>
      <p data-testid="at">{location.pathname + location.search}</p>
      <p data-testid="open">{preview.product?.id ?? 'none'}</p>
      <Link to={link.to} state={link.linkState}>
        open
      </Link>
      <Link to="/product?keyword=x">elsewhere</Link>
    </>
  );
}

const renderAt = (entries: string[], items: typeof ITEMS | undefined = ITEMS, settled = true) =>
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Harness items={items} settled={settled} />
    </MemoryRouter>,
  );

const at = () => screen.getByTestId('at').textContent;

describe('useProductPreview', () => {
  it('links to the preview over the current filters and page', () => {
    renderAt(['/product?category=锁具安防&page=2']);
    expect(preview.linkOf(10022).to).toBe(`/product?category=${encodeURIComponent('锁具安防')}&page=2&preview=10022`);
    expect(preview.open).toBe(false);
  });

  it('opens from the list with a pushed entry and closes by going Back, once however often asked', () => {
    renderAt(['/home', '/product?company=1005']);
    fireEvent.click(screen.getByText('open'));
    expect(at()).toBe('/product?company=1005&preview=10022');
    expect(screen.getByTestId('open').textContent).toBe('10022');
    expect(preview.shown?.id).toBe(10022);

    act(() => {
      preview.close();
      preview.close();
    });
    expect(at()).toBe('/product?company=1005');
    expect(screen.getByTestId('open').textContent).toBe('none');
    // Kept for the closing animation.
    expect(preview.shown?.id).toBe(10022);
    // Still on the list: the second close did not go Back again.
    fireEvent.click(screen.getByText('open'));
    act(() => preview.close());
    expect(at()).toBe('/product?company=1005');
  });

  it('closes a shared link in place, leaving the list', () => {
    renderAt(['/home', '/product?company=1005&preview=10021']);
    expect(preview.product?.id).toBe(10021);
    act(() => preview.close());
    expect(at()).toBe('/product?company=1005');
  });

  it('drops an id the settled list does not show, and waits while it loads', () => {
    const { rerender } = renderAt(['/product?page=2&preview=999'], undefined, false);
    expect(at()).toBe('/product?page=2&preview=999');
    rerender(
      <MemoryRouter initialEntries={['/product?page=2&preview=999']}>
        <Harness items={ITEMS} settled />
      </MemoryRouter>,
    );
    expect(at()).toBe('/product?page=2');
    expect(preview.open).toBe(false);
  });
});
