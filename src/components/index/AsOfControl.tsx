/**
 * 「历史版本」 on desktop /data: an antd DatePicker whose day sets the view's `asOf` (the index as
 * published by the end of that Beijing day); clearing it returns to the latest. Days after today
 * (and before `min`, the family's base period) cannot be chosen. A real label; the day can be typed
 * (`YYYY-MM-DD`, Enter) or picked.
 *
 * The picker (AsOfPicker.tsx; antd's date picker is 25 KB gzip) is a chunk asked for once the first
 * screen has been painted, its box kept meanwhile so nothing moves (issue 23).
 */
import '@/locales/areas/indices';
import { lazy, Suspense, useId } from 'react';
import { useT } from '@/hooks/useT';
import { useAfterFirstPaint } from '@/hooks/useAfterFirstPaint';
import { useHoldsPageLoading } from '@/loading';
import styles from './AsOf.less';

export interface AsOfControlProps {
  /** The view's day, or undefined for the latest. */
  value: string | undefined;
  onChange: (asOf: string | undefined) => void;
  /** First day worth asking for (the family's base period), if known. */
  min?: string;
}

interface Props extends AsOfControlProps {
  /** The first screen has its data: the picker's chunk may come once that has been painted. */
  ready: boolean;
}

const AsOfPicker = lazy(() => import(/* webpackChunkName: "asof-picker" */ './AsOfPicker'));

export default function AsOfControl({ ready, ...props }: Props) {
  const { t } = useT();
  const id = useId();
  const painted = useAfterFirstPaint(ready);
  const slot = <PickerSlot />;
  return (
    <div className={styles.control} data-testid="asof-control">
      <label htmlFor={id} className={styles.label}>
        {t('data.asOf.label')}
      </label>
      {painted ? (
        <Suspense fallback={slot}>
          <AsOfPicker id={id} {...props} />
        </Suspense>
      ) : (
        slot
      )}
    </div>
  );
}

/** The picker's box while its chunk comes; the page counts as loading meanwhile. */
function PickerSlot() {
  useHoldsPageLoading();
  return <span className={styles.picker} aria-hidden="true" />;
}
