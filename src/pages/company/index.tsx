/**
 * /company — key companies: keyword and industry filters (in the URL, so a search is a link),
 * ten companies a page, each linking to its detail page.
 */
import { Link } from '@umijs/max';
import { useT } from '@/hooks/useT';
import FilteredPagedList from '@/components/industry/FilteredPagedList';
import styles from '@/components/industry/page.less';
import { useCompanyListView, useStickyOptions } from '@/hooks/industry';
import { usePagedList } from '@/hooks/usePaged';
import type { CompanySummary } from '@/types/webapi';
import { companyHref } from '@/views/industry';
import { formatNumber } from '@/utils/format';
import local from './index.less';

function CompanyCard({ company }: { company: CompanySummary }) {
  const { t, intl } = useT();
  return (
    <li className={local.card} data-testid="company-item">
      <span className={local.avatar} aria-hidden="true">
        {company.logo ? <img src={company.logo} alt="" width={56} height={56} /> : company.shortName.slice(0, 2)}
      </span>
      <div className={local.body}>
        <h2 className={local.name}>
          <Link to={companyHref(company.id)}>{company.name}</Link>
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
  const filters = useCompanyListView();
  const list = usePagedList(filters.key, filters.page, filters.fetchPage, filters.replacePage);
  const industries = useStickyOptions(list.data?.industries);
  const facet = {
    options: industries,
    placeholderId: 'industry.company.allIndustries',
    labelId: 'industry.company.industry',
    testId: 'company-industry',
  };

  return (
    <FilteredPagedList name="company" filters={filters} facet={facet} list={list} sectionClassName={styles.section}>
      {(companies) => (
        <ul className={local.list}>
          {companies.map((c) => (
            <CompanyCard key={c.id} company={c} />
          ))}
        </ul>
      )}
    </FilteredPagedList>
  );
}
