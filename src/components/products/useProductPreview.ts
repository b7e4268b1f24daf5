/**
 * The product preview as a place in history, the same on both sides: `?preview=<id>` opens it.
 * A card's link pushes that entry and marks it in the history state, so Back closes the preview and
 * closing it (Escape, the close button, the mask, a tap) goes Back too; an entry not pushed by the
 * list (a shared link, a company page's product) closes by dropping `preview` in place (replace).
 *
 * The product is looked up in the items already loaded (the page shown; the phone's loaded pages),
 * not fetched: a card's link keeps the list it was on, and a company page links
 * `?company=<id>&preview=<product>`, whose first page holds that company's products. An id the
 * settled list does not show (a stale or hand-made link) is dropped (replace), not fetched.
 */
import { useLocation, useNavigate } from '@umijs/max';
import { useEffect, useRef } from 'react';
import type { ProductSummary } from '@/types/webapi';
import { productListView } from '@/views/industry';
import { useSide } from '@/views/useView';
import type { ProductListState } from './productFacets';

/** History state of an entry the list pushed to open a preview. */
export const OPENED_FROM_LIST = { productPreview: 'list' } as const;

const openedFromList = (state: unknown) => (state as Partial<typeof OPENED_FROM_LIST> | null)?.productPreview === OPENED_FROM_LIST.productPreview;

/**
 * `items`: the products loaded; `settled`: they answer the current filters (not loading), so a
 * missing id is really missing.
 */
export function useProductPreview(filters: ProductListState, items: ProductSummary[] | undefined, settled: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const side = useSide();
  const { preview, setPreview, view } = filters;
  const product = preview === undefined ? undefined : items?.find((p) => p.id === preview);

  const missing = preview !== undefined && settled && !product;
  const dropRef = useRef(setPreview);
  dropRef.current = setPreview;
  useEffect(() => {
    if (missing) dropRef.current(undefined);
  }, [missing]);

  // The product stays drawn while the preview closes (its closing animation, focus going back).
  const last = useRef<ProductSummary>();
  if (product) last.current = product;

  // One close per entry: a second report before the URL has changed (a double click) must not go Back twice.
  const closing = useRef(false);
  useEffect(() => {
    closing.current = false;
  }, [location.key]);

  const close = () => {
    if (closing.current || preview === undefined) return;
    closing.current = true;
    if (openedFromList(location.state)) navigate(-1);
    else setPreview(undefined);
  };

  return {
    /** The product whose preview is open, if any. */
    product,
    /** The product to draw: the open one, or the last one while its preview closes. */
    shown: last.current,
    open: !!product,
    close,
    /** The card props that open `id`'s preview over the current list. */
    linkOf: (id: number) => ({ to: productListView.href({ ...view, preview: id }, side), linkState: OPENED_FROM_LIST }),
  };
}
