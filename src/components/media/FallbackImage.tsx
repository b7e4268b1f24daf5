/**
 * A picture from /webapi (company logo, product photo) in a box of fixed aspect, so nothing moves
 * while it loads; lazy, decoded off the main thread, drawn at the size shown (`width`/`height` are
 * the box, not the file). When the file fails, the `fallback` takes its place with the same name
 * for screen readers, so a broken image is never a torn icon.
 */
import { useState, type ReactNode } from 'react';
import { safeMediaUrl } from '@/utils/safeUrl';
import styles from './FallbackImage.less';

export interface FallbackImageProps {
  src?: string;
  /** The text alternative; '' for a decorative picture (its name is next to it). */
  alt: string;
  width: number;
  height: number;
  fallback: ReactNode;
  className?: string;
  /** Above the fold (a detail page's logo): load at once. */
  eager?: boolean;
}

export default function FallbackImage({ src: given, alt, width, height, fallback, className, eager }: FallbackImageProps) {
  // An address that is not a picture's (javascript:, data:text/html…) is no picture at all.
  const src = safeMediaUrl(given);
  // Remember which source failed: another source (the list moved on) gets its own chance.
  const [failed, setFailed] = useState<string>();
  const broken = !src || failed === src;
  return (
    <span className={`${styles.box} ${className ?? ''}`} style={{ aspectRatio: `${width} / ${height}` }}>
      {broken ? (
        <span className={styles.fallback} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true} data-testid="image-fallback">
          {fallback}
        </span>
      ) : (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(src)}
        />
      )}
    </span>
  );
}
