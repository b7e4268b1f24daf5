/**
 * A product picture in a 4:3 box; when it fails, a plain drawing and "暂无图片" in its place.
 */
import { useT } from '@/hooks/useT';
import FallbackImage from './FallbackImage';
import styles from './ProductImage.less';

interface Props {
  src?: string;
  alt: string;
  /** Shown width in px (height follows at 4:3). */
  width: number;
  eager?: boolean;
  className?: string;
}

export default function ProductImage({ src, alt, width, eager, className }: Props) {
  const { t } = useT();
  return (
    <FallbackImage
      src={src}
      alt={alt}
      width={width}
      height={Math.round((width * 3) / 4)}
      eager={eager}
      className={className}
      fallback={
        <span className={styles.fallback}>
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v8.6l3.8-3.8 3 3 4-4L19 14V7H5zm4 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z" />
          </svg>
          <span>{t('common.noImage')}</span>
        </span>
      }
    />
  );
}
