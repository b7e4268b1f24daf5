/**
 * /brandRank — the yearly regional brand-value ranking: year selector (in the URL), the top ten
 * as a bar chart, and the full ranking table with rank changes and downloads.
 */
import { Link } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { Segmented } from 'antd';
import { useMemo } from 'react';
import RankedBars from '@/components/charts/RankedBars';
import DownloadButtons from '@/components/DownloadButtons';
import styles from '@/components/industry/page.less';
import RankChange from '@/components/industry/RankChange';
import { brandSheet } from '@/components/industry/sheets';
import { AsyncView, NotFoundState } from '@/components/states';
import DataTable, { type Column } from '@/components/table/DataTable';
import { useBrandRanking, useBrandSummary } from '@/hooks/industry';
import type { BrandRanking, BrandRankItem } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import { companyHref } from '@/views/industry';
import { TABLE_PAGE_SIZE } from '@/config/constants';

function RankingView({ ranking }: { ranking: BrandRanking }) {
  const { t, intl } = useT();
  const unit = t('industry.brand.valueUnit');
  const num = (v: number) => formatNumber(v, intl.locale);
  const summary = useBrandSummary(ranking);
  const top = useMemo(
    () => ranking.items.slice(0, 10).map((it) => ({ key: it.brandId, label: `${it.rank}. ${it.name}`, value: it.value })),
    [ranking],
  );
  const columns: Column<BrandRankItem>[] = [
    { key: 'rank', title: t('industry.brand.rank'), dataIndex: 'rank', className: styles.num, width: 72 },
    { key: 'name', title: t('industry.brand.brand'), rowHeader: true, render: (it) => <strong>{it.name}</strong> },
    {
      key: 'company',
      title: t('industry.brand.company'),
      render: (it) => <Link to={companyHref(it.companyId)}>{it.companyName}</Link>,
    },
    { key: 'category', title: t('industry.brand.category'), dataIndex: 'category' },
    { key: 'region', title: t('industry.brand.region'), dataIndex: 'region' },
    {
      key: 'value',
      title: `${t('industry.brand.value')}（${unit}）`,
      className: styles.num,
      render: (it) => num(it.value),
    },
    {
      key: 'rankChange',
      title: t('industry.brand.rankChange'),
      className: styles.num,
      render: (it) => <RankChange value={it.rankChange} />,
    },
  ];

  return (
    <>
      {summary && (
        <p className={styles.lead} data-testid="brand-summary">
          {summary}
        </p>
      )}
      <section className={styles.section} aria-labelledby="brand-top-title">
        <div className={styles.sectionHead}>
          <h2 id="brand-top-title">
            {t('industry.brand.topTitle', { year: ranking.year })}
            <span className={styles.unitHint}>{t('industry.unitIs', { unit })}</span>
          </h2>
        </div>
        <RankedBars items={top} format={num} label={t('industry.brand.chartAria', { year: ranking.year })} testId="brand-top" />
      </section>
      <section className={styles.section} aria-labelledby="brand-table-title">
        <div className={styles.sectionHead}>
          <h2 id="brand-table-title">{t('industry.brand.tableTitle', { year: ranking.year })}</h2>
          <DownloadButtons sheet={() => brandSheet(ranking, intl)} />
        </div>
        <DataTable<BrandRankItem>
          rowKey="brandId"
          size="middle"
          columns={columns}
          rows={ranking.items}
          scroll={{ x: 860 }}
          data-testid="brand-table"
          aria-labelledby="brand-table-title"
          pagination={{ pageSize: TABLE_PAGE_SIZE, hideOnSinglePage: true }}
        />
      </section>
    </>
  );
}

export default function BrandRankPage() {
  const { t } = useT();
  const ranking = useBrandRanking();
  const { years } = ranking;
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('menu.brandRank')}</h1>
        <p className={styles.lead}>{t('industry.brand.lead')}</p>
      </header>
      {years.length > 0 && (
        <div className={styles.filters}>
          <span id="brand-year-label">{t('industry.brand.year')}</span>
          <Segmented
            aria-labelledby="brand-year-label"
            options={years.map((y) => ({ value: y, label: t('industry.brand.yearOption', { year: y }) }))}
            value={String(ranking.year ?? '')}
            onChange={(y) => ranking.setYear(Number(y))}
            data-testid="brand-years"
          />
        </div>
      )}
      <AsyncView
        loading={ranking.loading}
        error={ranking.error}
        data={ranking.data}
        onRetry={ranking.refresh}
        isEmpty={(d) => d.items.length === 0}
        notFound={<NotFoundState />}
      >
        {(data) => <RankingView ranking={data} />}
      </AsyncView>
    </div>
  );
}
