/**
 * The newest articles of the regional-brand category (221) under the ranking, each linking to its
 * article page on the current side (LatestArticleLinks, as on the home pages). Not a LatestArticles
 * block: the brand category has no list page of its own to link "more" to.
 */
import '@/locales/areas/brands';
import { useModel } from '@umijs/max';
import { BRAND_NEWS_COUNT } from '@/config/constants';
import LatestArticleLinks from '@/components/index/LatestArticleLinks';
import { useT } from '@/hooks/useT';
import styles from './BrandNews.less';

export default function BrandNews({ compact, className }: { compact?: boolean; className?: string }) {
  const categoryId = useModel('constants').categoryIds.brand;
  const { t } = useT();
  return (
    <section className={`${styles.news} ${compact ? styles.compact : ''} ${className ?? ''}`} aria-labelledby="brand-news-title" data-testid="brand-news">
      <h2 id="brand-news-title" className={styles.title}>
        {t('industry.brand.news')}
      </h2>
      <LatestArticleLinks
        categoryId={categoryId}
        count={BRAND_NEWS_COUNT}
        compact={compact}
        itemTestId="brand-news-item"
        emptyText={t('industry.brand.noNews')}
      />
    </section>
  );
}
