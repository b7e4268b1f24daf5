/**
 * A product's pictures full screen on a phone: antd-mobile's ImageViewer.Multi (swipe between
 * pictures, pinch to zoom, tap to close) with the caption as its footer (name, 「2 / 3」, spec, price,
 * the company linked) and a close button. The page loads this module with React.lazy on the first
 * opening: it stays out of the first load.
 */
import '@/locales/areas/products';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useT } from '@/hooks/useT';
import PreviewCaption from './PreviewCaption';
import { noImagePicture, previewImages } from './previewParts';
import styles from './MobileProductPreview.less';
import type { PreviewProps } from './OpenedPreview';

/** Closed by a tap on the picture, the close button. */
export default function MobileProductPreview({ product, open, onClose }: PreviewProps) {
  const { t } = useT();
  const fallback = useMemo(() => noImagePicture(t('common.noImage')), [t]);
  const images = previewImages(product, fallback);
  const label = t('industry.product.previewLabel', { name: product.name });

  // The viewer keeps its picture across openings: a fresh one for each opening starts at the first.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((n) => n + 1);
  }

  // Focus moves into the viewer while it is open and back to what opened it (the card's link) after.
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    if (open) {
      opener.current = document.activeElement;
      closeButton.current?.focus();
    } else if (opener.current instanceof HTMLElement) {
      opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  // antd-mobile hides its whole mask from assistive technology (aria-hidden), footer and links
  // included: here the viewer is a dialog, named after the product.
  const asDialog = useCallback(
    (footer: HTMLElement | null) => {
      const mask = footer?.closest('.adm-mask');
      if (!mask) return;
      mask.removeAttribute('aria-hidden');
      mask.setAttribute('role', 'dialog');
      mask.setAttribute('aria-modal', 'true');
      mask.setAttribute('aria-label', label);
    },
    [label],
  );

  return (
    <ImageViewer.Multi
      key={openings}
      images={images}
      visible={open}
      defaultIndex={0}
      onClose={onClose}
      imageRender={(src, { ref, index }) => (
        <ViewerImage
          imgRef={ref}
          src={src}
          alt={t('industry.product.imageAlt', { name: product.name, current: index + 1, total: images.length })}
          fallback={fallback}
        />
      )}
      renderFooter={(_, index) => (
        <div className={styles.footer} ref={asDialog}>
          <PreviewCaption product={product} index={index} total={images.length} side="mobile" />
          <button type="button" ref={closeButton} className={styles.close} onClick={onClose}>
            {t('industry.product.closePreview')}
          </button>
        </div>
      )}
    />
  );
}

/** One picture of the viewer, named, with the "暂无图片" drawing when its file fails. */
function ViewerImage({ imgRef, src, alt, fallback }: { imgRef: RefObject<HTMLImageElement>; src: string; alt: string; fallback: string }) {
  const [failed, setFailed] = useState(false);
  return <img ref={imgRef} src={failed ? fallback : src} alt={alt} draggable={false} onError={() => setFailed(true)} />;
}
