/**
 * The category picker of /data (总指数 → 大类 → 中类 → 规格品): up to MAX_COMPARE nodes. The chosen
 * ones are chips in their chart line colour, each with a remove button; 「添加对比」 opens a panel
 * (a disclosure: Escape or a click outside closes it) with a filter and the tree as nested groups
 * of checkboxes. A new node goes to the end of the list. At least one node always stays selected.
 * Plain React and Less: no antd here.
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { CHART_COLORS } from '@/components/charts/EChart';
import { MAX_COMPARE } from '@/config/constants';
import type { IndexNode } from '@/types/webapi';
import styles from './index.less';

interface Props {
  tree: IndexNode[];
  value: string[];
  onChange: (ids: string[]) => void;
}

const colorAt = (i: number) => CHART_COLORS[i % CHART_COLORS.length];

/** Every node by id. */
function indexTree(nodes: IndexNode[], into = new Map<string, IndexNode>()) {
  for (const n of nodes) {
    into.set(n.id, n);
    if (n.children) indexTree(n.children, into);
  }
  return into;
}

/** The nodes whose name holds `query`, with their ancestors; a matching node keeps its whole subtree. */
function filterTree(nodes: IndexNode[], query: string): IndexNode[] {
  const out: IndexNode[] = [];
  for (const n of nodes) {
    if (n.name.toLowerCase().includes(query)) out.push(n);
    else {
      const children = filterTree(n.children ?? [], query);
      if (children.length) out.push({ ...n, children });
    }
  }
  return out;
}

export default function SeriesPicker({ tree, value, onChange }: Props) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const id = useId();
  const panelId = `${id}panel`;
  const statusId = `${id}status`;
  const rootRef = useRef<HTMLDivElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  /** A chip being removed: once it is gone, the remove button now at its place takes the focus (or the add button). */
  const removing = useRef<{ id: string; at: number } | null>(null);

  const byId = useMemo(() => indexTree(tree), [tree]);
  const q = query.trim().toLowerCase();
  const shownTree = useMemo(() => (q ? filterTree(tree, q) : tree), [tree, q]);
  const full = value.length >= MAX_COMPARE;

  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (refocus) addRef.current?.focus();
  };

  // Opening puts the focus in the filter; a click or tap outside the picker closes the panel (the focus
  // goes where the click put it).
  useEffect(() => {
    if (!open) return undefined;
    filterRef.current?.focus();
    const onDown = (e: MouseEvent) => {
      if (rootRef.current?.contains(e.target as Node)) return;
      setOpen(false);
      setQuery('');
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  useEffect(() => {
    const gone = removing.current;
    if (!gone || value.includes(gone.id)) return;
    removing.current = null;
    const buttons = chipsRef.current?.querySelectorAll<HTMLButtonElement>('button');
    (buttons?.length ? buttons[Math.min(gone.at, buttons.length - 1)] : addRef.current)?.focus();
  }, [value]);

  const remove = (nodeId: string) => {
    const next = value.filter((v) => v !== nodeId);
    if (!next.length) return;
    removing.current = { id: nodeId, at: value.indexOf(nodeId) };
    onChange(next);
  };

  const toggle = (nodeId: string, checked: boolean) => {
    if (!checked) {
      const next = value.filter((v) => v !== nodeId);
      if (next.length) onChange(next);
    } else if (!value.includes(nodeId) && value.length < MAX_COMPARE) {
      onChange([...value, nodeId]);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (open && e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    }
  };

  // Tabbing on past the picker closes the panel too.
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (open && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) close(false);
  };

  const renderNodes = (nodes: IndexNode[]) =>
    nodes.map((n) => {
      const i = value.indexOf(n.id);
      const checked = i >= 0;
      // The last chosen node stays; past the limit nothing new can be ticked.
      const disabled = checked ? value.length <= 1 : full;
      const labelId = `${id}n-${n.id}`;
      return (
        <div key={n.id} className={styles.node} data-level={n.level}>
          <label className={disabled ? `${styles.option} ${styles.optionDisabled}` : styles.option}>
            <input
              type="checkbox"
              checked={checked}
              disabled={disabled}
              onChange={(e) => toggle(n.id, e.target.checked)}
              aria-describedby={!checked && full ? statusId : undefined}
              data-testid="series-option"
            />
            <span id={labelId}>{n.name}</span>
            {checked && <span className={styles.swatch} style={{ background: colorAt(i) }} aria-hidden="true" />}
          </label>
          {n.children?.length ? (
            <div role="group" aria-labelledby={labelId} className={styles.group}>
              {renderNodes(n.children)}
            </div>
          ) : null}
        </div>
      );
    });

  return (
    <div ref={rootRef} className={styles.picker} onKeyDown={onKeyDown} onBlur={onBlur} data-testid="series-picker">
      <ul ref={chipsRef} className={styles.chips} aria-label={t('data.picker.selected')}>
        {value.map((nodeId, i) => {
          const name = byId.get(nodeId)?.name ?? nodeId;
          return (
            <li key={nodeId} className={styles.tag} data-testid="series-chip">
              <span className={styles.swatch} style={{ background: colorAt(i) }} aria-hidden="true" />
              {name}
              {value.length > 1 && (
                <button
                  type="button"
                  className={styles.tagClose}
                  onClick={() => remove(nodeId)}
                  aria-label={t('data.picker.remove', { name })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <button
        ref={addRef}
        type="button"
        className={styles.addButton}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
        data-testid="series-add"
      >
        <span aria-hidden="true">+</span>
        {t('data.picker.add')}
      </button>
      {open && (
        <div id={panelId} className={styles.pickerPanel} role="group" aria-label={t('data.picker.label', { max: MAX_COMPARE })}>
          <input
            ref={filterRef}
            type="search"
            className={styles.pickerFilter}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('data.picker.filter')}
            aria-label={t('data.picker.filter')}
            autoComplete="off"
          />
          <p id={statusId} className={full ? `${styles.pickerStatus} ${styles.pickerFull}` : styles.pickerStatus} role="status">
            {full ? t('data.picker.full', { max: MAX_COMPARE }) : t('data.picker.count', { count: value.length, max: MAX_COMPARE })}
          </p>
          <div className={styles.pickerTree}>
            {shownTree.length ? renderNodes(shownTree) : <p className={styles.pickerEmpty}>{t('data.picker.noMatch')}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
