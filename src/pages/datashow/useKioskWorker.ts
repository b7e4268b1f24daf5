/**
 * At its kiosk address (/datashow/, src/config/sections.ts) the showcase registers its service
 * worker (plugins/datashowWorker/worker.ts), so a screen restarted without the network still boots
 * with its last good data. Only production builds have the worker; elsewhere nothing happens.
 *
 * The first visit is loaded before the worker exists. Whatever reached the page without passing
 * through the worker (a resource timing's `workerStart` is 0) is handed to it once it controls the
 * page (Workbox's CACHE_URLS message) — chunks and /webapi answers, including those still on their
 * way when it took over — so even a screen set up once and then power-cycled offline can start.
 */
import { useEffect } from 'react';
import { KIOSK_PATH } from '@/config/sections';

/** What an offline start needs that the worker does not precache: hashed chunks and the answers. */
const KEPT = /(\.[0-9a-f]{8}(\.async|\.chunk)?\.(js|css)|\/webapi\/[\w/-]+(\?.*)?)$/;

export function useKioskWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return undefined;
    if (!window.location.pathname.startsWith(KIOSK_PATH)) return undefined;
    const { serviceWorker } = navigator;
    const origin = window.location.origin;
    const missed: string[] = [];
    const handOver = () => {
      const worker = serviceWorker.controller;
      if (worker && missed.length) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...new Set(missed.splice(0))] } });
    };
    const observer = new PerformanceObserver((list) => {
      list.getEntries().forEach((entry) => {
        const { name, workerStart } = entry as PerformanceResourceTiming;
        if (workerStart === 0 && name.startsWith(origin) && KEPT.test(name)) missed.push(name);
      });
      handOver();
    });
    observer.observe({ type: 'resource', buffered: true });
    serviceWorker.addEventListener('controllerchange', handOver);
    serviceWorker
      .register(`${KIOSK_PATH}sw.js`, { scope: KIOSK_PATH })
      .catch((e: Error) => console.warn('[datashow] service worker not registered:', e.message));
    return () => {
      observer.disconnect();
      serviceWorker.removeEventListener('controllerchange', handOver);
    };
  }, []);
}
