import '@/locales/areas/articles';
import { useT } from '@/hooks/useT';
import { AsyncView } from '@/components/states';
import type { useCategoryMain } from '@/hooks/articles';
import { formatDate } from '@/utils/format';
import ArticleBody from './ArticleBody';
import AttachmentList from './AttachmentList';

/**
 * A category introduction's main article (its newest), desktop and phone alike: title, date and
 * source, body and attachments, with its own loading and error states.
 */
export default function IntroArticle({
  main,
  compact,
  classNames,
}: {
  main: ReturnType<typeof useCategoryMain>['main'];
  /** The phone: the body's compact type, the source without its 「来源：」 label. */
  compact?: boolean;
  classNames: { article: string; title: string; meta: string };
}) {
  const { t, intl } = useT();
  return (
    <article className={classNames.article} data-testid="intro-main">
      <AsyncView of={main}>
        {(article) => (
          <>
            <h2 className={classNames.title}>{article.title}</h2>
            <p className={classNames.meta}>
              <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, intl.locale)}</time>
              {article.source && <span>{compact ? article.source : t('articles.source', { name: article.source })}</span>}
            </p>
            <ArticleBody html={article.content} compact={compact} />
            <AttachmentList attachments={article.attachments} />
          </>
        )}
      </AsyncView>
    </article>
  );
}
