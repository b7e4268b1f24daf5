/**
 * /companyDetail/:id — one company: facts, sanitised introduction, brands with their rank,
 * honours and products. The document title is the company name; an unknown id shows the 404 state.
 */
import { Link, useParams } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { Descriptions } from 'antd';
import ArticleContent from '@/components/ArticleContent';
import styles from '@/components/industry/page.less';
import ProductCard from '@/components/industry/ProductCard';
import { PageTitle } from '@/components/layout/DocumentMeta';
import { AsyncView, EmptyState, NotFoundState } from '@/components/states';
import { useCompanyDetail } from '@/hooks/industry';
import type { CompanyDetail } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import { companyFacts } from './facts';
import local from './index.less';
import { brandRankView } from '@/views/industry';

function CompanyView({ company }: { company: CompanyDetail }) {
  const { t, intl } = useT();
  const facts = companyFacts(company, intl);
  return (
    <>
      <section className={styles.section} aria-labelledby="company-name">
        <h1 id="company-name" className={styles.title}>
          {company.name}
        </h1>
        {company.tags.length > 0 && (
          <ul className={local.tags} aria-label={t('industry.company.tags')}>
            {company.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <Descriptions
          className={local.facts}
          column={{ xs: 1, sm: 2, lg: 3 }}
          size="small"
          items={facts.map((f) => ({
            key: f.key,
            label: f.label,
            children:
              f.key === 'website' ? (
                <a href={f.value} target="_blank" rel="noopener noreferrer">
                  {f.value}
                </a>
              ) : f.key === 'phone' ? (
                <a href={`tel:${f.value.replace(/[^\d+]/g, '')}`}>{f.value}</a>
              ) : (
                f.value
              ),
          }))}
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
            {company.brands.length ? (
              <ul className={local.plainList} data-testid="company-brands">
                {company.brands.map((b) => (
                  <li key={b.brandId}>
                    <strong>{b.name}</strong>
                    {b.rank === null ? (
                      <span className={local.muted}>{t('industry.company.notRanked')}</span>
                    ) : (
                      <Link to={brandRankView.href()}>{t('industry.company.rankIs', { rank: b.rank })}</Link>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState />
            )}
          </section>
          <section className={styles.section} aria-labelledby="company-honours">
            <div className={styles.sectionHead}>
              <h2 id="company-honours">{t('industry.company.honours')}</h2>
            </div>
            {company.honours.length ? (
              <ul className={local.honours}>
                {company.honours.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            ) : (
              <EmptyState text={t('industry.company.noHonours')} />
            )}
          </section>
        </aside>
      </div>

      <section className={styles.section} aria-labelledby="company-products">
        <div className={styles.sectionHead}>
          <h2 id="company-products">
            {t('industry.company.products')}
            <span className={styles.unitHint}>{t('common.total', { total: formatNumber(company.products.length, intl.locale, 0) })}</span>
          </h2>
        </div>
        {company.products.length ? (
          <div className={local.products}>
            {company.products.map((p) => (
              <ProductCard key={p.id} product={p} showCompany={false} headingLevel={3} />
            ))}
          </div>
        ) : (
          <EmptyState />
        )}
      </section>
    </>
  );
}

export default function CompanyDetailPage() {
  const { id } = useParams<{ id: string }>();
  const detail = useCompanyDetail(id);
  return (
    <div className={styles.page}>
      <PageTitle title={detail.data?.name} />
      <AsyncView
        loading={detail.loading}
        error={detail.error}
        data={detail.data}
        onRetry={detail.refresh}
        notFound={<NotFoundState />}
      >
        {(company) => <CompanyView company={company} />}
      </AsyncView>
    </div>
  );
}
