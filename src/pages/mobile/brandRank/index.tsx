/**
 * /mobile/brandRank — the brand-value ranking on a phone: year tabs, a search and the filter sheet
 * (region, industry, order; all in the URL), the edition at a glance, the ranked list (a tap opens
 * the brand's history in a bottom sheet, `?brand=` in the URL) and the brand news.
 */
import '@/locales/areas/brands';
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import List from 'antd-mobile/es/components/list';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { lazy, Suspense, useEffect, useState } from 'react';
import BrandNews from '@/components/brands/BrandNews';
import EditionSummary from '@/components/brands/EditionSummary';
import { useBrandRankPage, type BrandRankPageState } from '@/components/brands/useBrandRankPage';
import BrandLogo from '@/components/industry/BrandLogo';
import MobileFilterSheet from '@/components/industry/MobileFilterSheet';
import TabStrip from '@/components/mobile/TabStrip';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import m from '@/components/industry/mobile.less';
import RankChange from '@/components/industry/RankChange';
import { AsyncView, EmptyState, NotFoundState } from '@/components/states';
import { useBrandSummary } from '@/hooks/industry';
import { isNotFound } from '@/services/errors';
import type { BrandRanking } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import styles from './index.less';

// The history sheet (antd-mobile's Popup: react-spring and @use-gesture) comes with the first brand opened.
const MobileBrandHistory = lazy(() => import('@/components/brands/MobileBrandHistory'));

function RankingList({ ranking, page }: { ranking: BrandRanking; page: BrandRankPageState }) {
  const { t, intl } = useT();
  const num = (v: number) => formatNumber(v, intl.locale);
  const summary = useBrandSummary(ranking);
  return (
    <>
      <div className={m.card}>
        {summary && (
          <p className={styles.summary} data-testid="brand-summary">
            {summary}
          </p>
        )}
        <EditionSummary ranking={ranking} onPick={page.openBrand} compact />
      </div>
      <p className={`${m.total} ${styles.count}`}>
        <span role="status" data-testid="brand-count">
          {page.countText}
        </span>
        {page.filtered && (
          <button type="button" className={styles.clear} onClick={page.clearFilters} data-testid="brand-clear">
            {t('common.clearFilters')}
          </button>
        )}
      </p>
      {page.shown.length > 0 ? (
        <List className={`${m.rowList} ${styles.list}`} header={t('industry.brand.tableTitle', { year: ranking.year })}>
          {page.shown.map((it) => (
            <List.Item
              key={it.brandId}
              prefix={<span className={`${styles.rank} ${it.rank <= 3 ? styles.top : ''}`}>{it.rank}</span>}
              description={`${it.category} · ${it.region}`}
              extra={
                <span className={styles.extra}>
                  <span className={styles.value}>
                    {num(it.value)} <small>{t('industry.brand.valueUnit')}</small>
                  </span>
                  <RankChange value={it.rankChange} />
                </span>
              }
              arrow={false}
              data-testid="brand-item"
            >
              <BrandLogo logo={it.logo} name={it.name} />
              {/* The brand's button (opening its history) covers the whole row. */}
              <button
                type="button"
                className={styles.rowButton}
                onClick={() => page.openBrand(it.brandId)}
                aria-haspopup="dialog"
                aria-expanded={page.brand === it.brandId}
              >
                {it.name}
              </button>
              <span className={styles.company}>{it.companyName}</span>
            </List.Item>
          ))}
        </List>
      ) : (
        <div className={m.card}>
          <EmptyState
            text={
              <span className={styles.noHits}>
                {t('industry.brand.noHits')}
                <button type="button" className={m.more} onClick={page.clearFilters} data-testid="brand-empty-clear">
                  {t('common.clearFilters')}
                </button>
              </span>
            }
          />
        </div>
      )}
    </>
  );
}

export default function MobileBrandRankPage() {
  const { t } = useT();
  const page = useBrandRankPage({ withSort: true });
  const historyUsed = useOpenedOnce(!!page.brand);
  const { years } = page;
  const [typed, setTyped] = useState(page.filter.keyword);
  // Follow the URL when it changes from outside (Back, a shared link, clearing the filters).
  useEffect(() => setTyped(page.filter.keyword), [page.filter.keyword]);

  return (
    <div className={m.page}>
      <div className={m.filters}>
        {/* The editions' tabs keep their place while they load: the search row never jumps. */}
        <div className={styles.years}>
          {years.length > 0 && (
            <TabStrip
              items={years.map((y) => ({ key: String(y), title: t('industry.brand.yearOption', { year: y }) }))}
              activeKey={String(page.year ?? '')}
              onChange={(y) => page.setYear(Number(y))}
              aria-label={t('industry.brand.year')}
              data-testid="brand-years"
            />
          )}
        </div>
        <div className={m.searchRow} role="search">
          <SearchBar
            value={typed}
            onChange={setTyped}
            onSearch={page.setKeyword}
            onClear={() => page.setKeyword('')}
            placeholder={t('industry.brand.searchPlaceholder')}
            aria-label={t('industry.brand.searchPlaceholder')}
            data-testid="brand-search"
          />
          <MobileFilterSheet facets={page.facets} testId="brand-filters" onApply={page.applyFacets} />
        </div>
      </div>
      <AsyncView of={page} isEmpty={(d) => d.items.length === 0} notFound={page.unpublished ? <EmptyState text={t('industry.brand.unpublished')} /> : <NotFoundState homePath="/mobile/home" />}>
        {(data) => <RankingList ranking={data} page={page} />}
      </AsyncView>
      {/* Under the ranking once it is there (nothing jumps down); a year without ranking is the
          page's 404: nothing else under it (with none published at all, the brand news still shows). */}
      {(page.data || page.unpublished || (page.error && !isNotFound(page.error))) && <BrandNews compact />}
      {historyUsed && (
        <Suspense fallback={null}>
          <MobileBrandHistory brandId={page.brand} current={page.year} onClose={page.closeBrand} />
        </Suspense>
      )}
    </div>
  );
}
