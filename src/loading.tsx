/** Shown while a route's lazy chunk loads (Umi convention), so a slow network never shows a blank area. */
import { LoadingState } from '@/components/states';

export default function RouteLoading() {
  return <LoadingState />;
}
