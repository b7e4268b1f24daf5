/**
 * False until the browser has painted a render in which `ready` was true (the first screen's data
 * arrived, or failed), then true for good: what is below the first screen (a chunk of its own) is
 * asked for only then, so its download and its run never stand between a visitor and the first
 * screen, however fast the network (issue 23).
 */
import { useEffect, useState } from 'react';

export function useAfterFirstPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    // The frame after the next: the next one's callbacks run before its paint.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [ready, painted]);
  return painted;
}
