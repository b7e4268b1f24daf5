/**
 * Desktop /about and /introduce: the page's own text when the office wrote one (站点设置), then the
 * category's newest article in full and its other articles as links to their detail pages. With
 * neither, the empty state.
 */
import '@/locales/areas/articles';
import { Link, useModel } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { AsyncView, EmptyState } from '@/components/states';
import { useCategoryMain } from '@/hooks/articles';
import { formatDate } from '@/utils/format';
import ArticleBody from './ArticleBody';
import IntroArticle from './IntroArticle';
import { placeOf, type IntroCategory } from './categories';
import { articleHref } from '@/views/articles';
import styles from './CategoryIntroPage.less';

export default function CategoryIntroPage({ category }: { category: IntroCategory }) {
  const { t, intl } = useT();
  const place = placeOf(category);
  const { list, main, others } = useCategoryMain(place.id);
  const text = useModel('global').site?.[category];
  // The page's text stands alone while the category has no article (no empty state under it).
  const noArticles = list.data !== undefined && list.data.list.length === 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t(place.titleId)}</h1>
      {text ? (
        <section className={styles.text} data-testid="intro-text">
          <ArticleBody html={text} />
        </section>
      ) : null}
      {text && noArticles ? null : (
        <AsyncView of={list} emptyText={t('articles.empty')}>
          {() => (
            <div className={styles.columns}>
              <IntroArticle main={main} classNames={{ article: styles.main, title: styles.title, meta: styles.meta }} />
              <aside className={styles.aside} aria-labelledby="intro-others">
                <h2 id="intro-others" className={styles.asideTitle}>
                  {t('articles.others')}
                </h2>
                {others.length === 0 ? (
                  <EmptyState text={t('articles.noOthers')} />
                ) : (
                  <ul className={styles.others} data-testid="intro-others">
                    {others.map((a) => (
                      <li key={a.id}>
                        <Link to={articleHref(a.id)}>{a.title}</Link>
                        <time dateTime={a.publishedAt}>{formatDate(a.publishedAt, intl.locale)}</time>
                      </li>
                    ))}
                  </ul>
                )}
              </aside>
            </div>
          )}
        </AsyncView>
      )}
    </div>
  );
}
