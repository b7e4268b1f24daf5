/**
 * The phone's bottom sheet (BottomSheetPopup), fetched the first time it is opened: antd-mobile's
 * Popup brings react-spring and a gesture library, 30 KB (brotli) that a list page's first visit
 * waited for before the list could show (issue 23).
 */
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import type { BottomSheetProps } from './BottomSheetPopup';

const BottomSheetPopup = lazy(() => import('./BottomSheetPopup'));

export default function BottomSheet(props: BottomSheetProps) {
  const wanted = useOpenedOnce(props.open);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BottomSheetPopup {...props} />
    </Suspense>
  );
}
