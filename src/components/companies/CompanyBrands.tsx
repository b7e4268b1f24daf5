/**
 * A company's brands, desktop and phone alike: each links to /brandRank with that brand selected
 * (its history across editions open), with its rank in the latest edition or 「未上榜」.
 */
import '@/locales/areas/companies';
import '@/locales/areas/industry';
import { Link } from '@umijs/max';
import { EmptyState } from '@/components/states';
import { useT } from '@/hooks/useT';
import type { CompanyDetail } from '@/types/webapi';
import { brandRankView } from '@/views/industry';
import { useSide } from '@/views/useView';
import styles from './CompanyBrands.less';

export default function CompanyBrands({ brands }: { brands: CompanyDetail['brands'] }) {
  const { t } = useT();
  const side = useSide();
  if (!brands.length) return <EmptyState />;
  return (
    <ul className={styles.list} data-testid="company-brands">
      {brands.map((b) => (
        <li key={b.brandId}>
          <Link className={styles.name} to={brandRankView.href({ brand: b.brandId }, side)} title={t('industry.company.brandOnRanking', { name: b.name })}>
            {b.name}
          </Link>
          {b.rank === null ? (
            <span className={styles.muted}>{t('industry.company.notRanked')}</span>
          ) : (
            <span className={styles.rank}>{t('industry.company.rankIs', { rank: b.rank })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
