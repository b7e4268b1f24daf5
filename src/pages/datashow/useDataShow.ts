/**
 * The showcase's one request, polled every `refreshSeconds`. Polling waits while the tab is hidden
 * (nobody reads a hidden screen, and a backgrounded kiosk must not keep the backend busy) and asks
 * again as soon as it is visible. When a refresh fails the last answer stays on screen, marked
 * stale. So is the service worker's last good copy, served when the network failed (a screen
 * restarted offline): it is dated from when it was stored. Offline, an answer can only be such a
 * copy, and the network's return is answered at once instead of at the next poll.
 */
import { useEventListener } from 'ahooks';
import { useState } from 'react';
import { useApi } from '@/hooks/useApi';
import { getDataShow } from '@/services/datashow';

export function useDataShow(refreshSeconds: number) {
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  // Only the time of the latest good answer is kept: nothing grows with the number of refreshes.
  const [refreshedAt, setRefreshedAt] = useState<number>();
  const request = useApi('datashow', () => getDataShow({ silent: true }), {
    pollingInterval: refreshSeconds * 1000,
    pollingWhenHidden: false,
    // Polling must reach the backend every time: a cached answer is shown, never taken as fresh.
    staleTime: 0,
    onSuccess: (answer) => {
      if (answer.cachedAt !== undefined) {
        // The worker's copy: the last refresh is when it was stored (unknown: keep what we had).
        if (answer.cachedAt) setRefreshedAt(Date.parse(answer.cachedAt));
      } else if (navigator.onLine !== false) setRefreshedAt(Date.now());
    },
  });
  const { error, refresh } = request;
  const data = request.data?.show;
  const fromCache = request.data?.cachedAt !== undefined;
  useEventListener('offline', () => setOnline(false), { target: window });
  useEventListener('online', () => {
    setOnline(true);
    refresh();
  }, { target: window });
  return { ...request, data, refreshedAt, stale: !!data && (!!error || !online || fromCache) };
}
