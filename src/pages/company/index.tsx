/**
 * /company — key companies: keyword and industry filters (in the URL, so a search is a link),
 * ten companies a page, each linking to its detail page.
 */
import { Link, useIntl } from '@umijs/max';
import { Input, Pagination, Select } from 'antd';
import styles from '@/components/industry/page.less';
import { AsyncView } from '@/components/states';
import { useCompanyFilters, useStickyOptions } from '@/hooks/industry';
import { usePagedList } from '@/hooks/usePaged';
import type { CompanyPage, CompanySummary } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import local from './index.less';

function CompanyCard({ company }: { company: CompanySummary }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <li className={local.card} data-testid="company-item">
      <span className={local.avatar} aria-hidden="true">
        {company.logo ? <img src={company.logo} alt="" width={56} height={56} /> : company.shortName.slice(0, 2)}
      </span>
      <div className={local.body}>
        <h2 className={local.name}>
          <Link to={`/companyDetail/${company.id}`}>{company.name}</Link>
        </h2>
        <p className={local.meta}>
          <span>{company.industry}</span>
          <span>{company.region}</span>
          <span>{t('industry.company.foundedIn', { year: company.founded })}</span>
          <span>{t('industry.company.capitalIs', { value: formatNumber(company.capital, intl.locale, 0) })}</span>
          <span>{t('industry.company.employeesAre', { value: formatNumber(company.employees, intl.locale, 0) })}</span>
        </p>
        {company.tags.length > 0 && (
          <ul className={local.tags} aria-label={t('industry.company.tags')}>
            {company.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <p className={local.brief}>{company.brief}</p>
      </div>
    </li>
  );
}

export default function CompanyListPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const filters = useCompanyFilters();
  const list = usePagedList<CompanySummary, CompanyPage>(filters.fetchPage, filters.deps);
  const industries = useStickyOptions(list.data?.industries);

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('menu.company')}</h1>
        <p className={styles.lead}>{t('industry.company.lead')}</p>
      </header>
      <div className={styles.filters} role="search">
        <Input.Search
          key={filters.keyword}
          defaultValue={filters.keyword}
          placeholder={t('industry.company.searchPlaceholder')}
          aria-label={t('industry.company.searchPlaceholder')}
          enterButton={t('common.search')}
          allowClear
          onSearch={filters.setKeyword}
          className={local.search}
          data-testid="company-search"
        />
        <Select
          value={filters.industry || undefined}
          placeholder={t('industry.company.allIndustries')}
          aria-label={t('industry.company.industry')}
          allowClear
          options={industries.map((i) => ({ value: i, label: i }))}
          onChange={(v) => filters.setIndustry(v ?? '')}
          className={local.select}
          data-testid="company-industry"
        />
        {list.data && <span className={local.total}>{t('common.total', { total: list.data.total })}</span>}
      </div>
      <AsyncView
        loading={list.loading}
        error={list.error}
        data={list.data}
        onRetry={list.refresh}
        emptyText={t('industry.company.noHits')}
      >
        {(page) => (
          <section className={styles.section} aria-label={t('menu.company')}>
            <ul className={local.list}>
              {page.list.map((c) => (
                <CompanyCard key={c.id} company={c} />
              ))}
            </ul>
            <div className={styles.pager}>
              <Pagination
                current={list.current}
                pageSize={list.pageSize}
                total={page.total}
                showSizeChanger={false}
                hideOnSinglePage
                onChange={(p) => {
                  list.setCurrent(p);
                  window.scrollTo(0, 0);
                }}
              />
            </div>
          </section>
        )}
      </AsyncView>
    </div>
  );
}
