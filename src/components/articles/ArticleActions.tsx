/**
 * 「打印」 and 「分享」 under an article's meta line (issue 8, items 3 and 8). Share hands the article to
 * the system share sheet where the browser has one (phones, WeChat, Safari), else copies its
 * address and says so in a polite live region (ShareButton). The address is the article's share
 * address (`/s/article/{id}`, src/config/share.ts), whose page carries the link-preview tags. Print is desktop only: phones print from their share sheet.
 * The bar itself never prints (`data-print="hide"`, see the print block of src/global.less).
 */
import '@/locales/areas/articles';
import { useT } from '@/hooks/useT';
import { pageShareUrl } from '@/config/share';
import ShareButton from '@/components/ShareButton';
import buttons from '@/components/DownloadButtons.less';
import styles from './ArticleActions.less';

export default function ArticleActions({
  articleId,
  title,
  summary,
  mobile = false,
  className,
}: {
  articleId: number;
  title: string;
  summary?: string;
  /** Phones get no print button. */
  mobile?: boolean;
  className?: string;
}) {
  const { t } = useT();

  return (
    <div
      className={`${styles.bar} ${mobile ? styles.mobile : ''} ${className ?? ''}`}
      role="group"
      aria-label={t('articles.actions')}
      data-print="hide"
    >
      {!mobile && (
        <button type="button" className={`${buttons.button} ${styles.touch}`} onClick={() => window.print()}>
          {t('articles.print')}
        </button>
      )}
      <ShareButton title={title} text={summary} url={pageShareUrl({ kind: 'article', id: articleId })} className={styles.touch} />
    </div>
  );
}
