/**
 * A product's pictures enlarged on the desktop: antd's Image preview group, controlled (the page's
 * `?preview=` opens and closes it), with zoom, rotation, ←/→ between pictures and Escape to close
 * (rc-image), and the caption (name, which picture, category, spec, price, company) above its tools.
 * The page loads this module with React.lazy on the first opening: it stays out of the first load.
 */
import '@/locales/areas/products';
import { CloseOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { cloneElement, useMemo, useState } from 'react';
import { useT } from '@/hooks/useT';
import PreviewCaption from './PreviewCaption';
import { noImagePicture, previewImages } from './previewParts';
import styles from './ProductPreview.less';
import type { PreviewProps } from './OpenedPreview';

/** Closed by Escape, the close button, the mask. */
export default function ProductPreview({ product, open, onClose }: PreviewProps) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  // Every opening starts at the first picture.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setIndex(0);
  }
  const fallback = useMemo(() => noImagePicture(t('common.noImage')), [t]);
  const images = previewImages(product, fallback);

  return (
    <Image.PreviewGroup
      items={images}
      fallback={fallback}
      preview={{
        visible: open,
        current: index,
        onChange: (next: number) => setIndex(next),
        onVisibleChange: (visible: boolean) => {
          if (!visible) onClose();
        },
        rootClassName: styles.preview,
        closeIcon: <CloseOutlined aria-label={t('industry.product.closePreview')} />,
        // rc-dialog names its dialog after `title` (aria-labelledby); the caption shows the name already.
        title: <span className={styles.dialogName}>{product.name}</span>,
        // rc-image drops an item's alt: set it on the picture. It says which picture too, as screen
        // readers see only the dialog, not the caption on the tool bar.
        imageRender: (picture, { current }) =>
          cloneElement(picture, { alt: t('industry.product.imageAlt', { name: product.name, current: current + 1, total: images.length }) }),
        // The caption says which picture: the group's own counter would say it twice.
        countRender: () => null,
        toolbarRender: (tools) => (
          <div className={styles.footer}>
            <PreviewCaption product={product} index={index} total={images.length} side="desktop" />
            {tools}
          </div>
        ),
      }}
    />
  );
}
