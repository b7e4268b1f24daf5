/**
 * /mobile/company — key companies on a phone: search and industry tabs (in the URL), an infinite
 * list whose items open /mobile/companyDetail/:id.
 */
import { Link } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { List } from 'antd-mobile';
import MobileFilteredList from '@/components/industry/MobileFilteredList';
import m from '@/components/industry/mobile.less';
import { useCompanyListView, useStickyOptions } from '@/hooks/industry';
import { useInfiniteList } from '@/hooks/usePaged';
import type { CompanyPage, CompanySummary } from '@/types/webapi';
import { companyHref } from '@/views/industry';
import styles from './index.less';

export default function MobileCompanyPage() {
  const { t } = useT();
  const filters = useCompanyListView();
  const list = useInfiniteList<CompanySummary, CompanyPage>(filters.key, filters.fetchPage);
  const industries = useStickyOptions(list.first?.industries);

  return (
    <MobileFilteredList name="company" filters={filters} facetOptions={industries} facetTestId="company-industry" list={list}>
      {(items) => (
        <List className={`${m.rowList} ${styles.list}`}>
          {items.map((c) => (
            <List.Item
              key={c.id}
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
