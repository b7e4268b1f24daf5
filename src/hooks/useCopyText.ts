/**
 * Copying text to the clipboard and saying how it went, for 「分享」 (ShareButton) and 「复制地址」
 * (CopyAddressButton): the copy itself and the short-lived notice their live region reads out.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a notice stays next to its button. */
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

/**
 * `copy(text, copied, failed)` copies `text` and sets `notice` to `copied` or `failed` (how to copy
 * by hand) for NOTICE_MS; a new copy restarts the clock, so an old timer never clears a new notice.
 */
export function useCopyText() {
  const [notice, setNotice] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string, copied: string, failed: string) => {
    const ok = await copyText(text);
    clearTimeout(timer.current);
    setNotice(ok ? copied : failed);
    timer.current = setTimeout(() => setNotice(''), NOTICE_MS);
  }, []);

  return { notice, copy };
}
