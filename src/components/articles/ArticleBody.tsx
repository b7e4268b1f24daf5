/**
 * An article's CMS HTML, sanitised by ArticleContent and typeset for reading: headings, bordered
 * tables, images that fit. `compact` is the phone setting: wide tables scroll inside the article.
 */
import ArticleContent from '@/components/ArticleContent';
import styles from './ArticleBody.less';

export default function ArticleBody({ html, compact = false }: { html: string; compact?: boolean }) {
  return (
    <div data-testid="article-body">
      <ArticleContent html={html} className={`${styles.body} ${compact ? styles.compact : ''}`} />
    </div>
  );
}
