/**
 * The desktop header navigation, hand-written instead of antd's Menu: that brought rc-menu, Tooltip and
 * @rc-component/trigger (~35–40 KB brotli) onto every desktop page. It follows the WAI-ARIA APG "Disclosure
 * Navigation Menu" pattern, not role=menu: links stay links, and a group is a button (aria-expanded) that
 * shows the list of links below it. A group opens on click / Enter / Space, and on mouse hover; it closes
 * on Escape, when focus or a click goes elsewhere, and after following a link.
 */
import { Link, useLocation } from '@umijs/max';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import type { MenuNode } from '@/config/menu';
import { kioskHref } from '@/config/sections';
import { useT } from '@/hooks/useT';
import styles from './SiteNav.less';

/** How long a hover-opened group stays open after the pointer leaves it (to reach the panel). */
const CLOSE_DELAY = 150;

/** The menu key of a page: the first path segment; a company's page belongs to 重点企业 (/company). */
export function currentKey(pathname: string): string {
  const section = pathname.split('/')[1] ?? '';
  return section === 'companyDetail' ? '/company' : `/${section}`;
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export default function SiteNav({ items, label, className }: { items: MenuNode[]; label: string; className?: string }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const selected = currentKey(pathname);
  const [open, setOpen] = useState<string | null>(null);
  /** The open group was opened by hovering (the pointer leaving closes it; a click keeps it open). */
  const byHover = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const groups = useRef<Record<string, HTMLLIElement | null>>({});

  const cancelClose = () => clearTimeout(timer.current);
  const close = () => {
    cancelClose();
    setOpen(null);
  };
  /** Close, and if focus was in the group's list (now hidden), give it back to the group's button. */
  const closeToButton = (key: string) => {
    const group = groups.current[key];
    if (group?.querySelector('ul')?.contains(document.activeElement)) group.querySelector('button')?.focus();
    close();
  };

  // A followed link (or any route change) closes the open group.
  useEffect(close, [pathname]);
  useEffect(() => cancelClose, []);

  // While a group is open: a press outside it closes it; so does Escape, wherever focus is (hover content
  // must be dismissible without moving the pointer), returning focus to the button if it was in the group.
  useEffect(() => {
    if (!open) return undefined;
    const group = groups.current[open];
    const onPointerDown = (e: Event) => {
      if (!group?.contains(e.target as Node)) close();
    };
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (group?.contains(document.activeElement)) group.querySelector('button')?.focus();
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggle = (key: string) => {
    cancelClose();
    if (open === key && byHover.current) {
      byHover.current = false; // a click on a hover-opened group keeps it open
      return;
    }
    byHover.current = false;
    setOpen(open === key ? null : key);
  };
  const onEnter = (key: string) => (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return; // a tap opens by its click
    cancelClose();
    if (open !== key) {
      byHover.current = true;
      setOpen(key);
    }
  };
  const onLeave = (key: string) => (e: PointerEvent<HTMLLIElement>) => {
    if (e.pointerType !== 'mouse' || open !== key || !byHover.current) return;
    if (e.currentTarget.contains(document.activeElement)) return; // the keyboard is in it: it stays open
    cancelClose();
    timer.current = setTimeout(() => setOpen((o) => (o === key ? null : o)), CLOSE_DELAY);
  };
  // Focus moving to something outside the group closes it (a press that only blurs is left to pointerdown:
  // it may be a click on one of the group's links in a browser that does not focus links on click).
  const onBlur = (key: string) => (e: FocusEvent<HTMLLIElement>) => {
    if (e.relatedTarget instanceof Node && !e.currentTarget.contains(e.relatedTarget)) {
      setOpen((o) => (o === key ? null : o));
    }
  };
  // Arrow keys: down from the button into the list, up and down between its links (APG's optional keys).
  const onKeyDown = (key: string) => (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = [...e.currentTarget.querySelectorAll<HTMLElement>('ul a')];
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (at < 0 && e.key === 'ArrowUp') return;
    e.preventDefault();
    if (open !== key) {
      byHover.current = false;
      setOpen(key);
    }
    const next = at < 0 ? 0 : (at + (e.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length;
    // The list may only become visible on the next render.
    setTimeout(() => links[next]?.focus());
  };

  const leaf = (n: MenuNode, className: string, onFollow?: () => void) => {
    const title = t(n.titleId);
    const current = n.path === selected;
    if (n.newTab) {
      return (
        <a
          // The one new-tab entry is the showcase, opened at its kiosk address (offline-capable).
          href={n.key === 'datashow' ? kioskHref() : `#${n.path}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${title} ${t('menu.newTab')}`}
          className={className}
          onClick={onFollow}
        >
          {title}
        </a>
      );
    }
    return (
      <Link
        to={n.path!}
        className={cx(className, current && styles.current)}
        // The page itself; a detail page within the entry's section is a current item, not the page.
        aria-current={current ? (pathname === n.path ? 'page' : 'true') : undefined}
        onClick={onFollow}
      >
        {title}
      </Link>
    );
  };

  return (
    <nav aria-label={label} className={cx(styles.nav, className)}>
      <ul className={styles.bar}>
        {items.map((n) => {
          if (!n.children) {
            return (
              <li key={n.key} className={styles.item}>
                {leaf(n, styles.top)}
              </li>
            );
          }
          const expanded = open === n.key;
          const active = n.children.some((c) => c.path === selected);
          const panel = `site-nav-${n.key}`;
          return (
            <li
              key={n.key}
              ref={(el) => {
                groups.current[n.key] = el;
              }}
              className={styles.item}
              onPointerEnter={onEnter(n.key)}
              onPointerLeave={onLeave(n.key)}
              onBlur={onBlur(n.key)}
              onKeyDown={onKeyDown(n.key)}
            >
              <button
                type="button"
                className={cx(styles.top, active && styles.current)}
                aria-expanded={expanded}
                aria-controls={panel}
                onClick={() => toggle(n.key)}
              >
                {t(n.titleId)}
              </button>
              <ul id={panel} className={styles.panel} hidden={!expanded}>
                {n.children.map((c) => (
                  <li key={c.key}>{leaf(c, styles.link, () => closeToButton(n.key))}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
