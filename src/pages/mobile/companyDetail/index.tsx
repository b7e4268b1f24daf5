/**
 * /mobile/companyDetail/:id — one company on a phone: facts, introduction (sanitised), brands,
 * honours and products. Title = company name; an unknown id shows the 404 state.
 */
import { Link, useParams } from '@umijs/max';
import { useT } from '@/hooks/useT';
import ArticleContent from '@/components/ArticleContent';
import m from '@/components/industry/mobile.less';
import MobileProductCard from '@/components/industry/MobileProductCard';
import { PageTitle } from '@/components/layout/DocumentMeta';
import { AsyncView, EmptyState, NotFoundState } from '@/components/states';
import { useCompanyDetail } from '@/hooks/industry';
import { companyFacts } from '@/pages/companyDetail/facts';
import type { CompanyDetail } from '@/types/webapi';
import styles from './index.less';
import { brandRankView } from '@/views/industry';

function CompanyView({ company }: { company: CompanyDetail }) {
  const { t, intl } = useT();
  const facts = companyFacts(company, intl);
  return (
    <>
      <section className={m.card} aria-labelledby="company-name">
        <h2 id="company-name" className={styles.name}>
          {company.name}
        </h2>
        {company.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('industry.company.tags')}>
            {company.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
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

      <section className={m.card} aria-labelledby="company-intro">
        <h2 id="company-intro" className={m.cardTitle}>
          {t('industry.company.introduction')}
        </h2>
        {company.introduction.trim() ? <ArticleContent html={company.introduction} className={styles.intro} /> : <EmptyState />}
      </section>

      <section className={m.card} aria-labelledby="company-brands">
        <h2 id="company-brands" className={m.cardTitle}>
          {t('industry.company.brands')}
        </h2>
        {company.brands.length ? (
          <ul className={styles.rows} data-testid="company-brands">
            {company.brands.map((b) => (
              <li key={b.brandId}>
                <strong>{b.name}</strong>
                {b.rank === null ? (
                  <span className={styles.muted}>{t('industry.company.notRanked')}</span>
                ) : (
                  <Link to={brandRankView.href({}, 'mobile')}>{t('industry.company.rankIs', { rank: b.rank })}</Link>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState />
        )}
      </section>

      <section className={m.card} aria-labelledby="company-honours">
        <h2 id="company-honours" className={m.cardTitle}>
          {t('industry.company.honours')}
        </h2>
        {company.honours.length ? (
          <ul className={styles.honours}>
            {company.honours.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        ) : (
          <EmptyState text={t('industry.company.noHonours')} />
        )}
      </section>

      <section aria-labelledby="company-products">
        <h2 id="company-products" className={`${m.cardTitle} ${styles.productsTitle}`}>
          {t('industry.company.products')}
        </h2>
        {company.products.length ? (
          <div className={styles.products}>
            {company.products.map((p) => (
              <MobileProductCard key={p.id} product={p} showCompany={false} headingLevel={3} />
            ))}
          </div>
        ) : (
          <EmptyState />
        )}
      </section>
    </>
  );
}

function FactValue({ fact }: { fact: ReturnType<typeof companyFacts>[number] }) {
  if (fact.key === 'website') {
    return (
      <a href={fact.value} target="_blank" rel="noopener noreferrer" className={styles.wrap}>
        {fact.value}
      </a>
    );
  }
  if (fact.key === 'phone') return <a href={`tel:${fact.value.replace(/[^\d+]/g, '')}`}>{fact.value}</a>;
  return <span className={styles.wrap}>{fact.value}</span>;
}

export default function MobileCompanyDetailPage() {
  const { id } = useParams<{ id: string }>();
  const detail = useCompanyDetail(id);
  return (
    <div className={m.page}>
      <PageTitle title={detail.data?.name} />
      <AsyncView
        loading={detail.loading}
        error={detail.error}
        data={detail.data}
        onRetry={detail.refresh}
        notFound={<NotFoundState homePath="/mobile/home" />}
      >
        {(company) => <CompanyView company={company} />}
      </AsyncView>
    </div>
  );
}
