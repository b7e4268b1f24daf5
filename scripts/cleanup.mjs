/**
 * For scripts that start servers, databases or nginx: synchronous undo steps, run last-in first-out
 * on exit, on a signal or on an error, so nothing is left running or on disk.
 */

/** @param {string} what named in the message a signal prints */
export function createCleanups(what) {
  /** @type {(() => void)[]} */
  const cleanups = [];
  const cleanupAll = () => {
    while (cleanups.length) {
      try {
        cleanups.pop()();
      } catch {
        // best effort
      }
    }
  };
  process.on('exit', cleanupAll);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(sig, () => {
      console.error(`\n${sig}: stopping ${what}`);
      cleanupAll();
      process.exit(130);
    });
  }
  return { cleanups, cleanupAll };
}
