/**
 * /brandRank's filters, all in the URL: the edition (year), region, industry, a search by brand or
 * company name, a way to clear them, and how many brands are shown.
 */
import '@/locales/areas/brands';
import '@/locales/areas/industry';
import { Button, Input, Segmented } from 'antd';
import FacetSelect from '@/components/industry/FacetSelect';
import styles from '@/components/industry/page.less';
import type { BrandRankPageState } from '@/components/brands/useBrandRankPage';
import { useT } from '@/hooks/useT';
import own from './index.less';

export default function FilterBar({ page }: { page: BrandRankPageState }) {
  const { t } = useT();
  return (
    <div className={styles.filters} role="search">
      {/* The editions on a line of their own, kept while they load: nothing moves when they arrive. */}
      <div className={own.years}>
        {page.years.length > 0 && (
          <>
            <span id="brand-year-label">{t('industry.brand.year')}</span>
            <Segmented
              aria-labelledby="brand-year-label"
              options={page.years.map((y) => ({ value: y, label: t('industry.brand.yearOption', { year: y }) }))}
              value={String(page.year ?? '')}
              onChange={(y) => page.setYear(Number(y))}
              data-testid="brand-years"
            />
          </>
        )}
      </div>
      {page.facets.map((f) => (
        <FacetSelect key={f.key} facet={f} testId={`brand-${f.key}`} />
      ))}
      <Input.Search
        // Remounted when the URL's keyword changes (Back, clear), so the box shows it.
        key={page.filter.keyword}
        defaultValue={page.filter.keyword}
        placeholder={t('industry.brand.searchPlaceholder')}
        aria-label={t('industry.brand.searchPlaceholder')}
        enterButton={t('common.search')}
        allowClear
        onSearch={page.setKeyword}
        className={styles.search}
        data-testid="brand-search"
      />
      {page.filtered && (
        <Button type="link" onClick={page.clearFilters} data-testid="brand-clear">
          {t('common.clearFilters')}
        </Button>
      )}
      {page.data && (
        <span className={styles.total} role="status" data-testid="brand-count">
          {page.countText}
        </span>
      )}
    </div>
  );
}
