/** The frame of every showcase panel: a titled region whose body shows the content or "no data". */
import { EmptyState } from '@/components/states';
import { useId, type ReactNode } from 'react';
import type { EChartsOption } from 'echarts';
import EChart from '@/components/charts/EChart';
import { useScreen } from './screen';
import styles from './index.less';

/** A partial answer must not crash a panel: a missing list is an empty list. */
export const asList = <T,>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

interface PanelProps {
  title: ReactNode;
  /** Small text at the end of the title row (unit, summary). */
  extra?: ReactNode;
  className?: string;
  /** When true the body shows the empty state instead of the children. */
  empty?: boolean;
  testId?: string;
  children: ReactNode;
}

export default function Panel({ title, extra, className, empty, testId, children }: PanelProps) {
  const titleId = useId();
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-labelledby={titleId} data-testid={testId}>
      <div className={styles.panelHead}>
        <h2 id={titleId} className={styles.panelTitle}>
          {title}
        </h2>
        {extra && <span className={styles.panelExtra}>{extra}</span>}
      </div>
      <div className={styles.panelBody}>{empty ? <EmptyState /> : children}</div>
    </section>
  );
}

/** A panel's chart: the panel's remaining height (ECharts needs a sized box), the screen's pixel ratio. */
export function PanelChart({ option, ariaLabel }: { option: EChartsOption; ariaLabel: string }) {
  const { pixelRatio } = useScreen();
  return (
    <div className={styles.chartBox}>
      <EChart height="100%" option={option} pixelRatio={pixelRatio} ariaLabel={ariaLabel} />
    </div>
  );
}
