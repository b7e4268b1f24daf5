/**
 * /mobile/company — key companies on a phone: search and industry tabs (in the URL), an infinite
 * list whose items open /mobile/companyDetail/:id.
 */
import { Link, useIntl } from '@umijs/max';
import { List, SearchBar, Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import m from '@/components/industry/mobile.less';
import MobileInfiniteList from '@/components/industry/MobileInfiniteList';
import { useCompanyFilters, useStickyOptions } from '@/hooks/industry';
import { useInfiniteList } from '@/hooks/usePaged';
import type { CompanyPage, CompanySummary } from '@/types/webapi';
import styles from './index.less';

/** Tabs need a non-empty key for 「全部」. */
const ALL = '__all';

export default function MobileCompanyPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const filters = useCompanyFilters();
  const list = useInfiniteList<CompanySummary, CompanyPage>(filters.fetchPage, filters.deps);
  const industries = useStickyOptions(list.first?.industries);
  const [typed, setTyped] = useState(filters.keyword);
  // Follow the URL when it changes from outside (back button, a shared link).
  useEffect(() => setTyped(filters.keyword), [filters.keyword]);

  return (
    <div className={m.page}>
      <div className={m.filters} role="search">
        <SearchBar
          value={typed}
          onChange={setTyped}
          onSearch={filters.setKeyword}
          onClear={() => filters.setKeyword('')}
          placeholder={t('industry.company.searchPlaceholder')}
          aria-label={t('industry.company.searchPlaceholder')}
          data-testid="company-search"
        />
        {industries.length > 0 && (
          <Tabs activeKey={filters.industry || ALL} onChange={(k) => filters.setIndustry(k === ALL ? '' : k)} data-testid="company-industry">
            <Tabs.Tab key={ALL} title={t('industry.all')} />
            {industries.map((i) => (
              <Tabs.Tab key={i} title={i} />
            ))}
          </Tabs>
        )}
      </div>
      {list.ready && <p className={m.total}>{t('common.total', { total: list.total })}</p>}
      <MobileInfiniteList state={list} emptyText={t('industry.company.noHits')}>
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
                <Link className={`${m.rowLink} ${styles.name}`} to={`/mobile/companyDetail/${c.id}`}>
                  {c.name}
                </Link>
              </List.Item>
            ))}
          </List>
        )}
      </MobileInfiniteList>
    </div>
  );
}
