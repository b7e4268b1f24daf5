/**
 * The mobile menu drawer: a modal panel from the inline end, closed by the overlay, Escape or a
 * link. While open, Tab and Shift+Tab cycle inside it; closing returns focus to the opener. Hand-written instead of antd-mobile's Popup, which brings an animation library
 * (~50 KB gzip) onto every mobile page's first load.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { trapTab } from '@/utils/focusTrap';
import styles from './MobileDrawer.less';

export default function MobileDrawer({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (panel.current) trapTab(e, panel.current);
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      opener?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className={styles.overlay} onClick={onClose}>
      <div ref={panel} role="dialog" aria-modal="true" aria-label={label} className={styles.panel} onClick={(e) => e.stopPropagation()}>
        {children}
      </div>
    </div>
  );
}
