/**
 * /search and /mobile/search: the words from the URL, their hits grouped (SearchResults), with the
 * loading, error (retry) and no-word states. The desktop page is searched from the header's box; the
 * phone's page carries its own box above the hits.
 */
import { AsyncView } from '@/components/states';
import { useSiteSearch } from '@/hooks/search';
import { useT } from '@/hooks/useT';
import type { Side } from '@/views/codec';
import { useView } from '@/views/useView';
import { searchView } from '@/views/search';
import SearchForm from './SearchForm';
import SearchResults from './SearchResults';
import styles from './SearchPage.less';

export default function SearchPage({ side }: { side: Side }) {
  const { t } = useT();
  const [{ q }] = useView(searchView);
  const found = useSiteSearch(q);
  return (
    <div className={`${styles.page} ${styles[side]}`}>
      {side === 'desktop' ? (
        <h1 className={styles.title}>{q ? t('search.titleFor', { q }) : t('route.search')}</h1>
      ) : (
        <SearchForm side="mobile" className={styles.box} />
      )}
      {q ? (
        <AsyncView of={found}>
          {(result) => <SearchResults result={result} side={side} />}
        </AsyncView>
      ) : (
        <p className={styles.prompt} data-testid="search-prompt">
          {t('search.prompt')}
        </p>
      )}
    </div>
  );
}
