/**
 * Runs `task` once what is on screen now has been painted and the browser is idle (a frame, then
 * `afterMs`, then requestIdleCallback; Safari before 16.4 has none, so only the timeout there), at the
 * latest `timeout` ms after that. For work the first view does not need: downloads started while it
 * is being painted compete with it on a slow network (and Lighthouse counts every request started
 * before the LCP paint toward it). Returns a cancel function.
 */
export function whenIdle(task: () => void, { afterMs = 100, timeout = 1000 } = {}): () => void {
  let cancel = () => {};
  const frame = window.requestAnimationFrame(() => {
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback !== 'function') return task();
      const idle = window.requestIdleCallback(task, { timeout });
      cancel = () => window.cancelIdleCallback(idle);
    }, afterMs);
    cancel = () => window.clearTimeout(timer);
  });
  cancel = () => window.cancelAnimationFrame(frame);
  return () => cancel();
}
