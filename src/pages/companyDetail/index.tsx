/**
 * /companyDetail/:id — one company: logo and facts (address copyable, phone dialable, website in a
 * new tab), sanitised introduction, brands linked to the ranking, the index categories it trades
 * in with their latest 环比, honours and products linked to their preview. The document title is
 * the company name; an unknown or malformed id shows the 404 state.
 */
import '@/locales/areas/companies';
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import { Descriptions } from 'antd';
import ArticleContent from '@/components/ArticleContent';
import CompanyBrands from '@/components/companies/CompanyBrands';
import CompanyCategories from '@/components/companies/CompanyCategories';
import CompanyDetailFrame from '@/components/companies/CompanyDetailFrame';
import CompanyHead from '@/components/companies/CompanyHead';
import CompanyHonours from '@/components/companies/CompanyHonours';
import FactValue from '@/components/companies/FactValue';
import { companyFacts } from '@/components/companies/facts';
import styles from '@/components/industry/page.less';
import ProductCard from '@/components/industry/ProductCard';
import CompanyProducts from '@/components/companies/CompanyProducts';
import { EmptyState } from '@/components/states';
import type { CompanyDetail } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import local from './index.less';

export default function CompanyDetailPage() {
  return (
    <CompanyDetailFrame className={styles.page}>
      {(company) => <CompanyView company={company} />}
    </CompanyDetailFrame>
  );
}

function CompanyView({ company }: { company: CompanyDetail }) {
  const { t, intl } = useT();
  const facts = companyFacts(company, intl);
  return (
    <>
      <section className={styles.section} aria-labelledby="company-name">
        <CompanyHead
          company={company}
          logoSize={72}
          heading="h1"
          classes={{ head: local.head, headText: local.headText, name: styles.title, tags: local.tags }}
        />
        <Descriptions
          className={local.facts}
          column={{ xs: 1, sm: 2, lg: 3 }}
          size="small"
          items={facts.map((f) => ({ key: f.key, label: f.label, children: <FactValue fact={f} /> }))}
        />
      </section>

      <div className={local.columns}>
        <section className={styles.section} aria-labelledby="company-intro">
          <div className={styles.sectionHead}>
            <h2 id="company-intro">{t('industry.company.introduction')}</h2>
          </div>
          {company.introduction.trim() ? (
            <ArticleContent html={company.introduction} className={local.intro} />
          ) : (
            <EmptyState />
          )}
        </section>
        <aside className={local.aside}>
          <section className={styles.section} aria-labelledby="company-brands">
            <div className={styles.sectionHead}>
              <h2 id="company-brands">{t('industry.company.brands')}</h2>
            </div>
            <CompanyBrands brands={company.brands} />
          </section>
          <section className={styles.section} aria-labelledby="company-categories" data-testid="company-categories">
            <div className={styles.sectionHead}>
              <h2 id="company-categories">{t('industry.company.categories')}</h2>
            </div>
            <CompanyCategories company={company} />
          </section>
          <section className={styles.section} aria-labelledby="company-honours">
            <div className={styles.sectionHead}>
              <h2 id="company-honours">{t('industry.company.honours')}</h2>
            </div>
            <CompanyHonours honours={company.honours} className={local.honours} />
          </section>
        </aside>
      </div>

      <section className={styles.section} aria-labelledby="company-products" data-testid="company-products">
        <div className={styles.sectionHead}>
          <h2 id="company-products">
            {t('industry.company.products')}
            <span className={styles.unitHint}>{t('common.total', { total: formatNumber(company.products.length, intl.locale, 0) })}</span>
          </h2>
        </div>
        <CompanyProducts company={company} Card={ProductCard} side="desktop" className={local.products} />
      </section>
    </>
  );
}
