/**
 * /mobile/brandRank — the brand-value ranking on a phone: year tabs (in the URL) and the ranked
 * list; each brand opens its company.
 */
import { Link } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { List, Tabs } from 'antd-mobile';
import m from '@/components/industry/mobile.less';
import RankChange from '@/components/industry/RankChange';
import { AsyncView, NotFoundState } from '@/components/states';
import { useBrandRanking, useBrandSummary } from '@/hooks/industry';
import type { BrandRanking } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import styles from './index.less';
import { companyHref } from '@/views/industry';

function RankingList({ ranking }: { ranking: BrandRanking }) {
  const { t, intl } = useT();
  const num = (v: number) => formatNumber(v, intl.locale);
  const summary = useBrandSummary(ranking);
  return (
    <>
      {summary && (
        <p className={`${m.total} ${styles.summary}`} data-testid="brand-summary">
          {summary}
        </p>
      )}
      <List className={`${m.rowList} ${styles.list}`} header={t('industry.brand.tableTitle', { year: ranking.year })}>
        {ranking.items.map((it) => (
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
            {/* The brand's link (to its company) covers the whole row. */}
            <Link className={`${m.rowLink} ${styles.brand}`} to={companyHref(it.companyId, 'mobile')}>
              {it.name}
            </Link>
            <span className={styles.company}>{it.companyName}</span>
          </List.Item>
        ))}
      </List>
    </>
  );
}

export default function MobileBrandRankPage() {
  const { t } = useT();
  const ranking = useBrandRanking();
  const { years } = ranking;
  return (
    <div className={m.page}>
      {years.length > 0 && (
        <div className={m.filters}>
          <Tabs activeKey={String(ranking.year ?? '')} onChange={(y) => ranking.setYear(Number(y))} data-testid="brand-years">
            {years.map((y) => (
              <Tabs.Tab key={y} title={t('industry.brand.yearOption', { year: y })} />
            ))}
          </Tabs>
        </div>
      )}
      <AsyncView
        loading={ranking.loading}
        error={ranking.error}
        data={ranking.data}
        onRetry={ranking.refresh}
        isEmpty={(d) => d.items.length === 0}
        notFound={<NotFoundState homePath="/mobile/home" />}
      >
        {(data) => <RankingList ranking={data} />}
      </AsyncView>
    </div>
  );
}
