/**
 * Picking one value (a radio group) or several (checkboxes) with native inputs, so Tab reaches the
 * group, the arrow keys move the choice and Space ticks a box, as everywhere; a screen reader hears
 * "radio, 2 of 4, checked". Two looks:
 * - `chips` (the phone's): replaces antd-mobile's Selector, whose options are divs that no key can reach;
 * - `segmented` (desktop /data's range and value-kind switches): drawn as antd's Segmented, but
 *   without antd, whose engine and styles would otherwise be on /data's first screen (issue 23).
 */
import { useId, type CSSProperties, type ReactNode } from 'react';
import styles from './Choices.less';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
}

interface Props<V extends string> {
  options: Choice<V>[];
  /** The chosen values (one, unless `multiple`). */
  value: V[];
  onChange: (value: V[]) => void;
  multiple?: boolean;
  /** Chips per row; without it they wrap at their own width. */
  columns?: number;
  /** Smaller chips, for a switch beside a chart. */
  size?: 'small' | 'middle';
  /** The group's name, unless a <fieldset>'s <legend> around it gives one. */
  'aria-label'?: string;
  variant?: 'chips' | 'segmented';
  className?: string;
  'data-testid'?: string;
}

export default function Choices<V extends string>({
  options,
  value,
  onChange,
  multiple = false,
  columns,
  size = 'middle',
  'aria-label': label,
  variant = 'chips',
  className,
  'data-testid': testId,
}: Props<V>) {
  const name = useId();
  const toggle = (v: V) => {
    if (!multiple) onChange([v]);
    else onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  };
  const style = columns ? ({ '--choice-columns': columns } as CSSProperties) : undefined;
  return (
    <div
      role={multiple ? 'group' : 'radiogroup'}
      aria-label={label}
      className={[styles[variant], columns ? styles.grid : '', styles[size], className].filter(Boolean).join(' ')}
      style={style}
      data-testid={testId}
    >
      {options.map((o) => {
        const checked = value.includes(o.value);
        return (
          <label key={o.value} className={`${styles.choice} ${checked ? styles.checked : ''}`}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={o.value}
              checked={checked}
              onChange={() => toggle(o.value)}
              className={styles.input}
            />
            {o.label}
          </label>
        );
      })}
    </div>
  );
}
