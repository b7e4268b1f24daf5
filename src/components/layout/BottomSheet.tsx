/**
 * The phone's bottom sheet as a modal dialog: antd-mobile's Popup, plus what it leaves out for a
 * keyboard — focus moves into the sheet once it has slid in, Tab stays inside, Escape closes it, and
 * focus goes back to whatever opened it.
 */
import { Popup } from 'antd-mobile';
import { useEffect, useRef, type ReactNode } from 'react';
import { trapTab } from '@/utils/focusTrap';

interface Props {
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

export default function BottomSheet({ open, onClose, labelledBy, label, bodyClassName, className, destroyOnClose, 'data-testid': testId, children }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);

  return (
    <Popup
      visible={open}
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
