/**
 * The phone's history of the brand chosen in the list (`?brand=`, so Back and reload keep it): a
 * bottom sheet with the same inside as the desktop panel (BrandHistoryContent, loaded on first
 * use) and a link to the company. Focus moves into the sheet when it opens, stays in it, and goes
 * back when it closes. (Not BottomSheet: the brand stays drawn while the sheet slides away.)
 */
import Popup from 'antd-mobile/es/components/popup';
import { useEffect, useRef } from 'react';
import BrandHistoryContent, { BRAND_HISTORY_TITLE_ID } from './BrandHistoryContent';
import { trapTab } from '@/utils/focusTrap';
import styles from './BrandHistory.less';

export default function MobileBrandHistory({ brandId, current, onClose }: { brandId?: string; current?: number; onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // The brand stays drawn while the sheet slides away after closing.
  const shown = useRef(brandId);
  if (brandId) shown.current = brandId;

  useEffect(() => {
    if (brandId && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [brandId]);

  return (
    <Popup
      visible={!!brandId}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={styles.sheet}
      afterShow={() => dialog.current?.focus()}
      afterClose={() => opener.current?.focus()}
    >
      {shown.current && (
        <div
          ref={dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby={BRAND_HISTORY_TITLE_ID}
          tabIndex={-1}
          className={styles.sheetBody}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onClose();
            if (dialog.current) trapTab(e, dialog.current);
          }}
          data-testid="brand-history"
        >
          <BrandHistoryContent brandId={shown.current} side="mobile" current={current} onClose={onClose} />
        </div>
      )}
    </Popup>
  );
}
