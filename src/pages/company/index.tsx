/**
 * /company — key companies: keyword, industry (segment), region and tag filters, ten a page, all in
 * the URL (page 3 of a filtered list is a link). Each card links to the company's detail; its
 * industry, region and tags link to the list narrowed by them.
 */
import '@/locales/areas/companies';
import '@/locales/areas/industry';
import { Link } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { useCompanyFacets, type CompanyFacetKey, type CompanyListView } from '@/components/companies/useCompanyFacets';
import FilteredPagedList from '@/components/industry/FilteredPagedList';
import styles from '@/components/industry/page.less';
import CompanyLogo from '@/components/media/CompanyLogo';
import { useCompanyListView } from '@/hooks/industry';
import { usePagedList } from '@/hooks/usePaged';
import type { CompanySummary } from '@/types/webapi';
import { companyHref, companyListView } from '@/views/industry';
import { formatNumber } from '@/utils/format';
import local from './index.less';

export default function CompanyListPage() {
  const filters = useCompanyListView();
  const list = usePagedList(filters.key, filters.page, filters.fetchPage, filters.replacePage);
  const facets = useCompanyFacets(filters, list.data);

  return (
    <FilteredPagedList name="company" filters={filters} facets={facets} list={list} sectionClassName={styles.section}>
      {(companies) => (
        <ul className={local.list}>
          {companies.map((c) => (
            <CompanyCard key={c.id} company={c} view={filters.view} />
          ))}
        </ul>
      )}
    </FilteredPagedList>
  );
}

function CompanyCard({ company, view }: { company: CompanySummary; view: CompanyListView['view'] }) {
  const { t, intl } = useT();
  return (
    <li className={local.card} data-testid="company-item">
      {/* Decorative: the name is written beside it. */}
      <CompanyLogo company={company} size={56} decorative />
      <div className={local.body}>
        <h2 className={local.name}>
          <Link to={companyHref(company.id)}>{company.name}</Link>
        </h2>
        <p className={local.meta}>
          <FilterLink view={view} facet="industry" value={company.industry} />
          <FilterLink view={view} facet="region" value={company.region} />
          <span>{t('industry.company.foundedIn', { year: company.founded })}</span>
          <span>{t('industry.company.capitalIs', { value: formatNumber(company.capital, intl.locale, 0) })}</span>
          <span>{t('industry.company.employeesAre', { value: formatNumber(company.employees, intl.locale, 0) })}</span>
        </p>
        {company.tags.length > 0 && (
          <ul className={local.tags} aria-label={t('industry.company.tags')}>
            {company.tags.map((tag) => (
              <li key={tag}>
                <FilterLink view={view} facet="tag" value={tag} />
              </li>
            ))}
          </ul>
        )}
        <p className={local.brief}>{company.brief}</p>
      </div>
    </li>
  );
}

/**
 * A card's industry, region or tag as a link to the list narrowed by it (the other filters kept);
 * plain text when the list is already narrowed by it.
 */
function FilterLink({ view, facet, value }: { view: CompanyListView['view']; facet: CompanyFacetKey; value: string }) {
  const { t } = useT();
  if (view[facet] === value) return <span className={local.filterValue}>{value}</span>;
  return (
    <Link
      className={local.filterValue}
      to={companyListView.href({ ...view, [facet]: value, page: 1 })}
      aria-label={t('industry.company.filterBy', { value })}
    >
      {value}
    </Link>
  );
}
