/**
 * 「历史版本」 on desktop /data: an antd DatePicker whose day sets the view's `asOf` (the index as
 * published by the end of that Beijing day); clearing it returns to the latest. Days after today
 * (and before `min`, the family's base period) cannot be chosen. A real label; the day can be typed
 * (`YYYY-MM-DD`, Enter) or picked.
 */
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId } from 'react';
import { useT } from '@/hooks/useT';
import { beijingToday } from './AsOfText';
import styles from './AsOf.less';

interface Props {
  /** The view's day, or undefined for the latest. */
  value: string | undefined;
  onChange: (asOf: string | undefined) => void;
  /** First day worth asking for (the family's base period), if known. */
  min?: string;
}

const DAY = 'YYYY-MM-DD';

export default function AsOfControl({ value, onChange, min }: Props) {
  const { t } = useT();
  const id = useId();
  const today = beijingToday();
  const disabledDate = (d: Dayjs) => {
    const day = d.format(DAY);
    return day > today || (!!min && day < min);
  };
  return (
    <div className={styles.control} data-testid="asof-control">
      <label htmlFor={id} className={styles.label}>
        {t('data.asOf.label')}
      </label>
      <DatePicker
        id={id}
        value={value ? dayjs(value, DAY) : null}
        format={DAY}
        disabledDate={disabledDate}
        placeholder={t('data.asOf.placeholder')}
        title={t('data.asOf.hint')}
        onChange={(d) => onChange(d ? d.format(DAY) : undefined)}
        allowClear
        data-testid="asof-picker"
      />
    </div>
  );
}
