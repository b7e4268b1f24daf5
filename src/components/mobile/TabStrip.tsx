/**
 * A row of tabs that only picks a value (the brand ranking's editions), drawn like antd-mobile's
 * Tabs without them: their ink bar is animated with react-spring, 25 KB brotli a phone would
 * download before the first ranking could show. Tabs with roving focus: ←/→ (Home/End) move and pick.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import styles from './TabStrip.less';

export interface TabStripProps {
  items: { key: string; title: string }[];
  activeKey: string;
  onChange: (key: string) => void;
  'aria-label'?: string;
  'data-testid'?: string;
}

export default function TabStrip({ items, activeKey, onChange, ...rest }: TabStripProps) {
  const list = useRef<HTMLDivElement>(null);
  // The active tab in view (a link may open on an edition off to the side), without scrolling the page.
  useEffect(() => {
    const strip = list.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!strip || !tab) return;
    if (tab.offsetLeft < strip.scrollLeft || tab.offsetLeft + tab.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollLeft = tab.offsetLeft + tab.offsetWidth / 2 - strip.clientWidth / 2;
    }
  }, [activeKey]);
  const move = (e: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const to = { ArrowRight: Math.min(index + 1, last), ArrowLeft: Math.max(index - 1, 0), Home: 0, End: last }[e.key];
    if (to === undefined || to === index) return;
    e.preventDefault();
    onChange(items[to].key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <div ref={list} role="tablist" className={styles.strip} aria-label={rest['aria-label']} data-testid={rest['data-testid']}>
      {items.map((item, index) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => !active && onChange(item.key)}
            onKeyDown={(e) => move(e, index)}
          >
            {item.title}
          </button>
        );
      })}
    </div>
  );
}
