/**
 * A list that scrolls slowly upwards, round and round, when it is taller than its box, so every row
 * comes by on a screen nobody touches. The list is drawn twice, one under the other, and a CSS
 * animation moves both up by one list's height: the second copy takes the first one's place without
 * a jump. It pauses under the pointer; under reduced motion it stands still and scrolls by hand.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useScreen } from './screen';
import { useReducedMotion } from './useReducedMotion';
import styles from './index.less';

/** 1.25 em/s: 20 px/s on a 1080p stage, the same pace at any scale. */
const EMS_PER_SECOND = 1.25;

/** Heights of the box and of one copy of the list, followed while either changes size. */
function useHeights() {
  const viewport = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [heights, setHeights] = useState({ viewport: 0, list: 0 });
  useEffect(() => {
    const box = viewport.current;
    const content = list.current;
    if (!box || !content || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () =>
      setHeights((h) =>
        h.viewport === box.clientHeight && h.list === content.offsetHeight ? h : { viewport: box.clientHeight, list: content.offsetHeight },
      );
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return { viewport, list, heights };
}

export default function ScrollingBoard({
  head,
  renderList,
}: {
  /** Column heads, kept in place above the moving rows. */
  head: ReactNode;
  /** The rows; `primary` is false for the copy that follows (hidden from assistive technology). */
  renderList: (primary: boolean) => ReactNode;
}) {
  const reducedMotion = useReducedMotion();
  const { fontSize } = useScreen();
  const { viewport, list, heights } = useHeights();
  const overflows = heights.list > heights.viewport + 1;
  const scrolling = overflows && !reducedMotion;
  const seconds = heights.list / (EMS_PER_SECOND * fontSize);

  return (
    <div className={styles.board}>
      {head}
      <div
        ref={viewport}
        className={`${styles.boardViewport} ${scrolling ? styles.boardMoving : ''}`}
        data-testid="datashow-board"
        data-scrolling={scrolling ? 'true' : 'false'}
        // Standing still but taller than its box: scrollable, so reachable by keyboard too.
        tabIndex={overflows && !scrolling ? 0 : undefined}
      >
        <div className={styles.boardTrack} style={scrolling ? { animationDuration: `${seconds}s` } : undefined}>
          <div ref={list} className={styles.boardCopy}>
            {renderList(true)}
          </div>
          {scrolling && (
            <div className={styles.boardCopy} aria-hidden="true">
              {renderList(false)}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
