/** /search?q= — site-wide search (components/search/SearchPage). */
import SearchPage from '@/components/search/SearchPage';

export default function DesktopSearchPage() {
  return <SearchPage side="desktop" />;
}
