import type { IndexFamily } from '@/types/webapi';
import RecentChart from './RecentChart';

/**
 * The headline family's recent trend on the home page, desktop and phone alike. Its box is kept
 * while the headline loads (nothing shifts); when the headline failed, its error and retry say it all.
 */
export default function HeadlineChart({
  headline,
  height,
  className,
}: {
  headline: { error?: unknown; data?: { family: IndexFamily | undefined } };
  height: number;
  className: string;
}) {
  if (headline.error) return null;
  const family = headline.data?.family;
  return (
    <div className={className} data-testid="headline-chart">
      {family ? <RecentChart family={family} height={height} /> : <div style={{ minHeight: height }} />}
    </div>
  );
}
