import { Suspense, type ComponentType } from 'react';
import type { ProductSummary } from '@/types/webapi';
import type { useProductPreview } from './useProductPreview';

/** What the desktop and phone previews take: the product, whether it is open, how it closes. */
export interface PreviewProps {
  product: ProductSummary;
  open: boolean;
  onClose: () => void;
}

/**
 * The product a list's card opened (`?preview=<id>`), in the page's viewer: a lazy chunk (desktop
 * antd's image preview, the phone's full-screen viewer) asked for only once a card is opened.
 */
export default function OpenedPreview({
  preview,
  Viewer,
}: {
  preview: ReturnType<typeof useProductPreview>;
  Viewer: ComponentType<PreviewProps>;
}) {
  if (!preview.shown) return null;
  return (
    <Suspense fallback={null}>
      <Viewer key={preview.shown.id} product={preview.shown} open={preview.open} onClose={preview.close} />
    </Suspense>
  );
}
