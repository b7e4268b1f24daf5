/**
 * 「打印」 and 「分享」 under an article's meta line (issue 8, items 3 and 8). Share hands the article to
 * the system share sheet where the browser has one (phones, WeChat, Safari), else copies the page's
 * address and says so in a polite live region. Print is desktop only: phones print from their share sheet.
 * The bar itself never prints (`data-print="hide"`, see the print block of src/global.less).
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/hooks/useT';
import buttons from '@/components/DownloadButtons.less';
import styles from './ArticleActions.less';

/** How long 「链接已复制」 stays next to the button. */
const NOTICE_MS = 4000;

/** Copy with the async Clipboard API, else the old hidden-textarea way (http pages, older WebViews). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or not a secure context: try execCommand below.
  }
  const opener = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    opener?.focus?.();
  }
}

const isAbort = (e: unknown) => (e as { name?: string } | null)?.name === 'AbortError';

export default function ArticleActions({
  title,
  summary,
  mobile = false,
  className,
}: {
  title: string;
  summary?: string;
  /** Phones get no print button. */
  mobile?: boolean;
  className?: string;
}) {
  const { t } = useT();
  const [notice, setNotice] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const announce = (text: string) => {
    clearTimeout(timer.current);
    setNotice(text);
    timer.current = setTimeout(() => setNotice(''), NOTICE_MS);
  };

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: summary || undefined, url });
        return;
      } catch (e) {
        // The visitor closed the share sheet: nothing to say. Any other refusal falls back to copying.
        if (isAbort(e)) return;
      }
    }
    announce(t((await copyText(url)) ? 'articles.linkCopied' : 'articles.copyFailed'));
  };

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
      <button type="button" className={`${buttons.button} ${styles.touch}`} onClick={share}>
        {t('articles.share')}
      </button>
      {/* Always in the DOM, so screen readers already watch it when the text arrives. */}
      <span role="status" aria-live="polite" className={styles.notice}>
        {notice}
      </span>
    </div>
  );
}
