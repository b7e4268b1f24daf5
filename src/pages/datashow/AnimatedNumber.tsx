/**
 * A number that, when a refresh changes it, counts from the old value to the new one (~0.8 s), so a
 * reader across the hall sees what moved. No count on the first render, nor for a visitor who asked
 * for reduced motion; the frame is cancelled when the number goes away.
 */
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './useReducedMotion';

const DURATION = 800;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

type Value = number | null | undefined;

export default function AnimatedNumber({
  value,
  format,
  className,
}: {
  value: Value;
  /** The same formatter the number is shown with when still. */
  format: (value: Value) => string;
  className?: string;
}) {
  const [shown, setShown] = useState<Value>(value);
  // What is on screen right now, also mid-count: a second change counts on from there.
  const shownRef = useRef<Value>(value);

  useEffect(() => {
    const from = shownRef.current;
    const still = (v: Value) => {
      shownRef.current = v;
      setShown(v);
    };
    if (from === value || typeof from !== 'number' || typeof value !== 'number' || prefersReducedMotion()) {
      still(value);
      return undefined;
    }
    let frame = 0;
    let start: number | undefined;
    const step = (time: number) => {
      start ??= time;
      const progress = Math.min(1, (time - start) / DURATION);
      if (progress < 1) {
        still(from + (value - from) * easeOut(progress));
        frame = requestAnimationFrame(step);
      } else {
        still(value);
      }
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value]);

  return (
    <span
      className={className}
      data-testid="animated-number"
      data-value={value ?? ''}
      data-animating={shown !== value ? 'true' : 'false'}
    >
      {format(shown)}
    </span>
  );
}
