/**
 * /brandRank's table: the brands shown (filtered, in the URL's order; 排名, 品牌价值 and 排名变化
 * sort by their headers). Each brand name is a toggle opening its history; the open one is pressed
 * and its row highlighted. The company links to its page.
 */
import '@/locales/areas/brands';
import '@/locales/areas/industry';
import { Link } from '@umijs/max';
import BrandLogo from '@/components/industry/BrandLogo';
import styles from '@/components/industry/page.less';
import RankChange from '@/components/industry/RankChange';
import DataTable, { type Column } from '@/components/table/DataTable';
import { TABLE_PAGE_SIZE } from '@/config/constants';
import { useT } from '@/hooks/useT';
import type { BrandRankItem } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import { companyHref } from '@/views/industry';
import own from './index.less';

interface Props {
  rows: BrandRankItem[];
  sort: string;
  onSortChange: (sort: string) => void;
  /** The brand whose history is open. */
  brand?: string;
  onToggleBrand: (brandId: string) => void;
}

export default function RankingTable({ rows, sort, onSortChange, brand, onToggleBrand }: Props) {
  const { t, intl } = useT();
  const columns: Column<BrandRankItem>[] = [
    { key: 'rank', title: t('industry.brand.rank'), dataIndex: 'rank', className: styles.num, width: 88, sortable: true },
    {
      key: 'name',
      title: t('industry.brand.brand'),
      rowHeader: true,
      render: (it) => (
        <>
          <BrandLogo logo={it.logo} name={it.name} />
          <button
            type="button"
            className={`${styles.linkButton} ${own.brandButton}`}
            aria-pressed={it.brandId === brand}
            title={t('industry.brand.openHistory')}
            onClick={() => onToggleBrand(it.brandId)}
            data-testid="brand-open"
          >
            {it.name}
          </button>
        </>
      ),
    },
    {
      key: 'company',
      title: t('industry.brand.company'),
      render: (it) => <Link to={companyHref(it.companyId)}>{it.companyName}</Link>,
    },
    { key: 'category', title: t('industry.brand.category'), dataIndex: 'category' },
    { key: 'region', title: t('industry.brand.region'), dataIndex: 'region' },
    {
      key: 'value',
      title: `${t('industry.brand.value')}（${t('industry.brand.valueUnit')}）`,
      className: styles.num,
      sortable: true,
      render: (it) => formatNumber(it.value, intl.locale),
    },
    {
      key: 'rankChange',
      title: t('industry.brand.rankChange'),
      className: styles.num,
      sortable: true,
      render: (it) => <RankChange value={it.rankChange} />,
    },
  ];
  return (
    <DataTable<BrandRankItem>
      rowKey="brandId"
      size="middle"
      columns={columns}
      rows={rows}
      sort={sort}
      onSortChange={onSortChange}
      scroll={{ x: 860 }}
      className={own.table}
      data-testid="brand-table"
      aria-labelledby="brand-table-title"
      pagination={{ pageSize: TABLE_PAGE_SIZE, hideOnSinglePage: true }}
    />
  );
}
