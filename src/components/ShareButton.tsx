/**
 * 「分享」: hands a page to the system share sheet where the browser has one (phones, WeChat,
 * Safari), else copies its address and says so in a polite live region. Used under articles and on
 * the index data pages, whose address is the permalink of the view (all view state is in the URL).
 *
 * Renders the button and its notice side by side with no wrapper, so the notice sits in the
 * caller's button group (screen readers meet it right after the button).
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/hooks/useT';
import buttons from '@/components/DownloadButtons.less';
import styles from './ShareButton.less';

/** How long 「链接已复制」 stays next to the button. */
const NOTICE_MS = 4000;

/** Copy with the async Clipboard API, else the old hidden-textarea way (http pages, older WebViews). */
export async function copyText(text: string): Promise<boolean> {
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
  const [notice, setNotice] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const announce = (message: string) => {
    clearTimeout(timer.current);
    setNotice(message);
    timer.current = setTimeout(() => setNotice(''), NOTICE_MS);
  };

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
    announce(t((await copyText(href)) ? 'common.linkCopied' : 'common.copyFailed'));
  };

  return (
    <>
      <button type="button" className={`${buttons.button} ${className ?? ''}`} onClick={share} data-testid="share-button">
        {t('common.share')}
      </button>
      {/* Always in the DOM, so screen readers already watch it when the text arrives. */}
      <span role="status" aria-live="polite" className={styles.notice}>
        {notice}
      </span>
    </>
  );
}
