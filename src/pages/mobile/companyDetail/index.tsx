/**
 * /mobile/companyDetail/:id — one company on a phone: logo, a call button and the facts (address
 * copyable, website in a new tab), introduction (sanitised), brands linked to the ranking, the
 * index categories it trades in with their latest 环比, honours and products linked to their
 * preview. Title = company name; an unknown or malformed id shows the 404 state.
 */
import '@/locales/areas/companies';
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import ArticleContent from '@/components/ArticleContent';
import CompanyBrands from '@/components/companies/CompanyBrands';
import CompanyCategories from '@/components/companies/CompanyCategories';
import CompanyDetailFrame from '@/components/companies/CompanyDetailFrame';
import CompanyHead from '@/components/companies/CompanyHead';
import CompanyHonours from '@/components/companies/CompanyHonours';
import FactValue from '@/components/companies/FactValue';
import { companyFacts, telHref } from '@/components/companies/facts';
import m from '@/components/industry/mobile.less';
import MobileProductCard from '@/components/industry/MobileProductCard';
import CompanyProducts from '@/components/companies/CompanyProducts';
import { EmptyState } from '@/components/states';
import type { CompanyDetail } from '@/types/webapi';
import styles from './index.less';
import MobileCard from '@/components/industry/MobileCard';

export default function MobileCompanyDetailPage() {
  return (
    <CompanyDetailFrame className={m.page} homePath="/mobile/home">
      {(company) => <CompanyView company={company} />}
    </CompanyDetailFrame>
  );
}

function CompanyView({ company }: { company: CompanyDetail }) {
  const { t, intl } = useT();
  // The phone has its own call button above the facts.
  const facts = companyFacts(company, intl).filter((f) => f.key !== 'phone');
  return (
    <>
      <section className={m.card} aria-labelledby="company-name">
        <CompanyHead
          company={company}
          logoSize={56}
          heading="h2"
          classes={{ head: styles.head, headText: styles.headText, name: styles.name, tags: styles.tags }}
        />
        {company.phone && (
          <a className={styles.call} href={telHref(company.phone)} data-testid="company-call">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.23z"
              />
            </svg>
            {t('industry.company.call', { phone: company.phone })}
          </a>
        )}
        <dl className={styles.facts}>
          {facts.map((f) => (
            <div key={f.key}>
              <dt>{f.label}</dt>
              <dd>
                <FactValue fact={f} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <MobileCard id="company-intro" title={t('industry.company.introduction')}>
        {company.introduction.trim() ? <ArticleContent html={company.introduction} className={styles.intro} /> : <EmptyState />}
      </MobileCard>

      <MobileCard id="company-brands" title={t('industry.company.brands')}>
        <CompanyBrands brands={company.brands} />
      </MobileCard>

      <MobileCard id="company-categories" title={t('industry.company.categories')} testId="company-categories">
        <CompanyCategories company={company} />
      </MobileCard>

      <MobileCard id="company-honours" title={t('industry.company.honours')}>
        <CompanyHonours honours={company.honours} className={styles.honours} />
      </MobileCard>

      <section aria-labelledby="company-products" data-testid="company-products">
        <h2 id="company-products" className={`${m.cardTitle} ${styles.productsTitle}`}>
          {t('industry.company.products')}
        </h2>
        <CompanyProducts company={company} Card={MobileProductCard} side="mobile" className={styles.products} />
      </section>
    </>
  );
}
