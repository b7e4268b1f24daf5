/**
 * The phone's chips for picking one value (a radio group) or several (checkboxes): native inputs, so
 * Tab reaches the group, the arrow keys move the choice and Space ticks a box, as everywhere; a screen
 * reader hears "radio, 2 of 4, checked". Replaces antd-mobile's Selector, whose options are divs
 * that no key can reach.
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
  className?: string;
}

export default function Choices<V extends string>({
  options,
  value,
  onChange,
  multiple = false,
  columns,
  size = 'middle',
  'aria-label': label,
  className,
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
      className={[styles.choices, columns ? styles.grid : '', styles[size], className].filter(Boolean).join(' ')}
      style={style}
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
