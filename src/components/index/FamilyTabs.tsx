/**
 * The index family switch of /data: a row of tabs (WAI-ARIA tabs, automatic activation). One tab
 * stop: Tab lands on the active family; ←/→ (mirrored right-to-left), Home and End move to a
 * family and open it at once. The panel is the page below, so the tabs point at it through
 * `controls` (an element id) rather than wrapping it. Plain buttons and Less, no antd: the phone
 * uses it too (`capsule`), since antd-mobile's CapsuleTabs are divs that no key can reach.
 */
import { useRef, type KeyboardEvent } from 'react';
import styles from './FamilyTabs.less';

export interface FamilyTab {
  key: string;
  label: string;
}

interface Props {
  items: FamilyTab[];
  activeKey: string;
  onChange: (key: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Id of the element the tabs show (the panel below them), if any. */
  controls?: string;
  /** `line` (desktop, antd's line tabs) or `capsule` (the phone: rounded chips in a row that scrolls). */
  variant?: 'line' | 'capsule';
  className?: string;
  'data-testid'?: string;
}

export default function FamilyTabs({ items, activeKey, onChange, label, controls, variant = 'line', className, 'data-testid': testId }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  // An unknown key (no family selected yet) leaves the first tab as the one tab stop.
  const current = Math.max(0, items.findIndex((item) => item.key === activeKey));

  const activate = (index: number) => {
    const tabs = listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    tabs?.[index]?.focus();
    if (items[index].key !== activeKey) onChange(items[index].key);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const from = items.findIndex((item) => item.key === (e.target as HTMLElement).dataset.key);
    if (from < 0) return;
    const rtl = listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false;
    const last = items.length - 1;
    let to: number;
    switch (e.key) {
      case 'ArrowRight':
        to = rtl ? from - 1 : from + 1;
        break;
      case 'ArrowLeft':
        to = rtl ? from + 1 : from - 1;
        break;
      case 'Home':
        to = 0;
        break;
      case 'End':
        to = last;
        break;
      default:
        return;
    }
    e.preventDefault();
    activate(to < 0 ? last : to > last ? 0 : to);
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={[styles.tablist, styles[variant], className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      {items.map((item, i) => {
        const selected = i === current;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            data-key={item.key}
            onClick={() => activate(i)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
