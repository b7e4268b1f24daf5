/** /mobile/search?q= — site-wide search on a phone (components/search/SearchPage). */
import SearchPage from '@/components/search/SearchPage';

export default function MobileSearchPage() {
  return <SearchPage side="mobile" />;
}
