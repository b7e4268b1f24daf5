/** /mobile/about and /mobile/introduce: the page's own text (站点设置) if any, the category's newest article, then its other articles. */
import '@/locales/areas/articles';
import { Link, useModel } from '@umijs/max';
import { useT } from '@/hooks/useT';
import List from 'antd-mobile/es/components/list';
import { AsyncView } from '@/components/states';
import { useCategoryMain } from '@/hooks/articles';
import { formatDate } from '@/utils/format';
import ArticleBody from '../ArticleBody';
import IntroArticle from '../IntroArticle';
import { placeOf, type IntroCategory } from '../categories';
import { articleHref } from '@/views/articles';
import styles from './MobileArticle.less';

export default function MobileCategoryIntro({ category }: { category: IntroCategory }) {
  const { t, intl } = useT();
  const { list, main, others } = useCategoryMain(placeOf(category).id);
  const text = useModel('global').site?.[category];
  const noArticles = list.data !== undefined && list.data.list.length === 0;
  const intro = text ? (
    <section className={styles.article} data-testid="intro-text">
      <ArticleBody html={text} compact />
    </section>
  ) : null;
  // The page's text stands alone while the category has no article (no empty state under it).
  if (intro && noArticles) return intro;

  return (
    <>
      {intro}
      <AsyncView of={list} emptyText={t('articles.empty')}>
        {() => (
          <>
            <IntroArticle main={main} compact classNames={{ article: styles.article, title: styles.title, meta: styles.meta }} />
            {/* Only once the main article has settled: appearing above, it would push the list down. */}
            {(main.data || main.error) && others.length > 0 && (
              <List header={t('articles.others')} className={styles.others} data-testid="intro-others">
                {others.map((a) => (
                  <List.Item key={a.id} arrow={false}>
                    <Link to={articleHref(a.id, 'mobile')} className={styles.otherLink}>
                      <span>{a.title}</span>
                      <time dateTime={a.publishedAt}>{formatDate(a.publishedAt, intl.locale)}</time>
                    </Link>
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
      </AsyncView>
    </>
  );
}
