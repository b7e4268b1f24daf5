/**
 * /mobile/company — key companies on a phone: search and the filter sheet (industry, region, tag;
 * all in the URL), an infinite list whose rows open /mobile/companyDetail/:id.
 */
import '@/locales/areas/industry';
import { Link } from '@umijs/max';
import { useT } from '@/hooks/useT';
import List from 'antd-mobile/es/components/list';
import { facetPatch, useCompanyFacets } from '@/components/companies/useCompanyFacets';
import MobileFilteredList from '@/components/industry/MobileFilteredList';
import m from '@/components/industry/mobile.less';
import CompanyLogo from '@/components/media/CompanyLogo';
import { useCompanyListView } from '@/hooks/industry';
import { useInfiniteList } from '@/hooks/usePaged';
import type { CompanyPage, CompanySummary } from '@/types/webapi';
import { companyHref } from '@/views/industry';
import styles from './index.less';

export default function MobileCompanyPage() {
  const { t } = useT();
  const filters = useCompanyListView();
  const list = useInfiniteList<CompanySummary, CompanyPage>(filters.key, filters.fetchPage);
  const facets = useCompanyFacets(filters, list.first);

  return (
    <MobileFilteredList
      name="company"
      filters={filters}
      facets={facets}
      onApplyFilters={(values) => filters.setFilters(facetPatch(values))}
      list={list}
    >
      {(items) => (
        <List className={`${m.rowList} ${styles.list}`}>
          {items.map((c) => (
            <List.Item
              key={c.id}
              // Decorative: the name is written beside it.
              prefix={<CompanyLogo company={c} size={40} decorative />}
              description={
                <>
                  <span className={styles.meta}>
                    {c.industry} · {c.region} · {t('industry.company.foundedIn', { year: c.founded })}
                  </span>
                  {c.tags.length > 0 && (
                    <span className={styles.tags}>
                      {c.tags.map((tag) => (
                        <span key={tag}>{tag}</span>
                      ))}
                    </span>
                  )}
                  <span className={styles.brief}>{c.brief}</span>
                </>
              }
              data-testid="company-item"
            >
              {/* The name's link covers the whole row. */}
              <Link className={`${m.rowLink} ${styles.name}`} to={companyHref(c.id, 'mobile')}>
                {c.name}
              </Link>
            </List.Item>
          ))}
        </List>
      )}
    </MobileFilteredList>
  );
}
