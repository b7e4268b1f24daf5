/**
 * A page's chunk that cannot load is most often a redeploy: the chunks this document names are
 * gone. Reloading fetches the new build, so the first such failure reloads the page by itself; a
 * mark with its time (sessionStorage, this tab only) makes a second failure within RELOAD_WINDOW
 * show the message with its reload button instead of reloading in a loop. The mark is cleared once
 * a page has rendered fine, so the next redeploy reloads by itself again.
 */
import { createContext } from 'react';

const MARK = 'portal_chunk_reload';
/** A second failure within this time of an automatic reload shows the message instead. */
export const RELOAD_WINDOW = 60_000;

/** Where the mark is kept: sessionStorage, unless there is none (private modes, tests). */
export interface MarkStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const session = (): MarkStore | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** True when a chunk failure now would reload the page (no recent automatic reload; a mark can be kept). */
export function mayReload(store: MarkStore | null = session(), now = Date.now()): boolean {
  if (!store) return false;
  try {
    const last = Number(store.getItem(MARK));
    return !(last && now - last >= 0 && now - last < RELOAD_WINDOW);
  } catch {
    return false;
  }
}

/** A chunk failed in this document: it must not clear the mark, whatever renders afterwards. */
let failedHere = false;

/**
 * A chunk failed to load: reload the page once (true), or false when the page was already reloaded
 * for that within RELOAD_WINDOW (or the mark cannot be kept, so a reload could loop): show the message.
 */
export function reloadOnce(store: MarkStore | null = session(), now = Date.now(), reload = () => window.location.reload()): boolean {
  failedHere = true;
  if (!store || !mayReload(store, now)) return false;
  try {
    store.setItem(MARK, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A page rendered: the next chunk failure may reload again (not if one failed in this document). */
export function pageRendered(store: MarkStore | null = session()): void {
  if (failedHere || !store) return;
  try {
    store.removeItem(MARK);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/**
 * Given by a page's error boundary to the route's loading state (src/loading.tsx), which calls it
 * while it is shown and calls what it returns when it goes: the boundary then knows the page has
 * rendered (nothing loading, no error) and clears the mark.
 */
export const PageLoading = createContext<(() => () => void) | undefined>(undefined);

/** Tests: a new document. */
export function resetChunkReload(): void {
  failedHere = false;
}
