/**
 * /brandRank — the yearly regional brand-value ranking. Filters (edition, region, industry, search)
 * and the order live in the URL; the edition's summary; the top ten of the brands shown; the chosen
 * brand's history (`?brand=`) right above the ranking table; the brand news (category 221).
 */
import '@/locales/areas/brands';
import '@/locales/areas/industry';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import BrandHistoryPanel from '@/components/brands/BrandHistoryPanel';
import BrandNews from '@/components/brands/BrandNews';
import EditionSummary from '@/components/brands/EditionSummary';
import { useBrandRankPage, type BrandRankPageState } from '@/components/brands/useBrandRankPage';
import RankedBars from '@/components/charts/RankedBars';
import DownloadButtons from '@/components/DownloadButtons';
import styles from '@/components/industry/page.less';
import { brandSheet } from '@/components/industry/sheets';
import { AsyncView, EmptyState, NotFoundState } from '@/components/states';
import { useBrandSummary } from '@/hooks/industry';
import { isNotFound } from '@/services/errors';
import { useT } from '@/hooks/useT';
import type { BrandRanking } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import FilterBar from './FilterBar';
import RankingTable from './RankingTable';
import own from './index.less';
import { IndustryPage } from '@/components/industry/IndustryPage';

function RankingView({ ranking, page }: { ranking: BrandRanking; page: BrandRankPageState }) {
  const { t, intl } = useT();
  const unit = t('industry.brand.valueUnit');
  const num = (v: number) => formatNumber(v, intl.locale);
  const summary = useBrandSummary(ranking);
  const top = page.top.map((it) => ({ key: it.brandId, label: `${it.rank}. ${it.name}`, value: it.value }));

  // A brand picked here (not from a shared link or Back) brings its history into view and focus;
  // closing it gives focus back to what opened it.
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const reveal = useRef(false);
  const open = (brandId: string, toggle = false) => {
    const opening = !(toggle && brandId === page.brand);
    reveal.current = opening;
    if (opening && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    page.openBrand(brandId, toggle);
  };
  const close = () => {
    page.closeBrand();
    if (opener.current?.isConnected) opener.current.focus();
  };
  useEffect(() => {
    if (!page.brand || !reveal.current) return;
    reveal.current = false;
    panel.current?.scrollIntoView?.({ block: 'start' });
    panel.current?.focus({ preventScroll: true });
  }, [page.brand]);

  return (
    <>
      {summary && (
        <p className={styles.lead} data-testid="brand-summary">
          {summary}
        </p>
      )}
      <EditionSummary ranking={ranking} onPick={(id) => open(id)} />
      {top.length > 0 && (
        <section className={styles.section} aria-labelledby="brand-top-title">
          <div className={styles.sectionHead}>
            <h2 id="brand-top-title">
              {t('industry.brand.topTitle', { year: ranking.year })}
              <span className={styles.unitHint}>{t('industry.unitIs', { unit })}</span>
              {page.filtered && <span className={styles.unitHint}>{t('industry.brand.filteredHint')}</span>}
            </h2>
          </div>
          <RankedBars
            items={top}
            format={num}
            label={t(page.filtered ? 'industry.brand.chartAriaFiltered' : 'industry.brand.chartAria', { year: ranking.year })}
            testId="brand-top"
          />
        </section>
      )}
      {page.brand && <BrandHistoryPanel ref={panel} brandId={page.brand} current={ranking.year} onClose={close} />}
      <section className={styles.section} aria-labelledby="brand-table-title">
        <div className={styles.sectionHead}>
          <h2 id="brand-table-title">{t('industry.brand.tableTitle', { year: ranking.year })}</h2>
          {page.shown.length > 0 && <DownloadButtons sheet={() => brandSheet(ranking.year, page.shown, intl)} />}
        </div>
        {page.shown.length > 0 ? (
          <RankingTable
            rows={page.shown}
            sort={page.sort}
            onSortChange={page.setSort}
            brand={page.brand}
            onToggleBrand={(id) => open(id, true)}
          />
        ) : (
          <EmptyState
            text={
              <span className={own.noHits}>
                {t('industry.brand.noHits')}
                <Button onClick={page.clearFilters} data-testid="brand-empty-clear">
                  {t('common.clearFilters')}
                </Button>
              </span>
            }
          />
        )}
      </section>
    </>
  );
}

export default function BrandRankPage() {
  const { t } = useT();
  const page = useBrandRankPage();
  return (
    <IndustryPage title={t('menu.brandRank')} leadId="industry.brand.lead">
      <FilterBar page={page} />
      <AsyncView of={page} isEmpty={(d) => d.items.length === 0} notFound={page.unpublished ? <EmptyState text={t('industry.brand.unpublished')} /> : <NotFoundState />}>
        {(data) => <RankingView ranking={data} page={page} />}
      </AsyncView>
      {/* Under the ranking once it is there (nothing jumps down); a year without ranking is the
          page's 404: nothing else under it (with none published at all, the brand news still shows). */}
      {(page.data || page.unpublished || (page.error && !isNotFound(page.error))) && <BrandNews />}
    </IndustryPage>
  );
}
