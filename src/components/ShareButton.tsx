/**
 * 「分享」: hands a page to the system share sheet where the browser has one (phones, WeChat,
 * Safari), else copies its address and says so in a polite live region. Used under articles and on
 * the index data pages with their share addresses (src/config/share.ts: `/s/article/{id}`,
 * `/s/data/{projId}?…` with the whole view), whose pages carry the link-preview tags WeChat, Weibo
 * and search engines read, then open the hash route.
 *
 * Renders the button and its notice side by side with no wrapper, so the notice sits in the
 * caller's button group (screen readers meet it right after the button).
 */
import { useCopyText } from '@/hooks/useCopyText';
import { useT } from '@/hooks/useT';
import buttons from '@/components/DownloadButtons.less';
import LiveNotice from '@/components/LiveNotice';
import styles from './ShareButton.less';

const isAbort = (e: unknown) => (e as { name?: string } | null)?.name === 'AbortError';

export default function ShareButton({
  title,
  text,
  url,
  className,
}: {
  title: string;
  text?: string;
  /** The address to share; the current location (read at click time) when absent. */
  url?: string;
  /** Extra class of the button (it already has the site's small-button style). */
  className?: string;
}) {
  const { t } = useT();
  const { notice, copy } = useCopyText();

  const share = async () => {
    const href = url ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: text || undefined, url: href });
        return;
      } catch (e) {
        // The visitor closed the share sheet: nothing to say. Any other refusal falls back to copying.
        if (isAbort(e)) return;
      }
    }
    await copy(href, t('common.linkCopied'), t('common.copyFailed'));
  };

  return (
    <>
      <button type="button" className={`${buttons.button} ${className ?? ''}`} onClick={share} data-testid="share-button">
        {t('common.share')}
      </button>
      <LiveNotice text={notice} className={styles.notice} />
    </>
  );
}
