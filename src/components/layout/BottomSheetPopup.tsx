/**
 * The phone's bottom sheet as a modal dialog: antd-mobile's Popup, plus what it leaves out for a
 * keyboard — focus moves into the sheet once it has slid in, Tab stays inside, Escape closes it, and
 * focus goes back to whatever opened it. Loaded by BottomSheet when first opened.
 */
import Popup from 'antd-mobile/es/components/popup';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { trapTab } from '@/utils/focusTrap';

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  /** Id of the sheet's title (aria-labelledby), or else its name. */
  labelledBy?: string;
  label?: string;
  /** Class of antd-mobile's sheet body. */
  bodyClassName?: string;
  /** Class of the dialog inside it. */
  className?: string;
  destroyOnClose?: boolean;
  'data-testid'?: string;
  children: ReactNode;
}

export default function BottomSheetPopup({ open, onClose, labelledBy, label, bodyClassName, className, destroyOnClose, 'data-testid': testId, children }: BottomSheetProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Mounted already open (the first time it is asked for), it is shown one render later, so that it
  // slides in and moves focus as it does every other time.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);

  return (
    <Popup
      visible={open && mounted}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={bodyClassName}
      destroyOnClose={destroyOnClose}
      afterShow={() => dialog.current?.focus()}
      afterClose={() => opener.current?.focus()}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        className={className}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
          if (dialog.current) trapTab(e, dialog.current);
        }}
        data-testid={testId}
      >
        {children}
      </div>
    </Popup>
  );
}
