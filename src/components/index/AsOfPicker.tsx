/**
 * The date picker of 「历史版本」 (AsOfControl.tsx): antd's DatePicker, whose day sets the view's
 * `asOf`; clearing it returns to the latest. Days after today (and before `min`, the family's base
 * period) cannot be chosen. The day can be typed (`YYYY-MM-DD`, Enter) or picked. It brings antd's
 * setup (AntdConfig) itself: /data's layout leaves it to the page's antd parts (`ownAntd`).
 */
import '@/locales/areas/indices';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import AntdConfig from '@/components/layout/AntdConfig';
import { useT } from '@/hooks/useT';
import { beijingToday } from './AsOfText';
import type { AsOfControlProps } from './AsOfControl';
import styles from './AsOf.less';

const DAY = 'YYYY-MM-DD';

export default function AsOfPicker({ id, value, onChange, min }: AsOfControlProps & { id: string }) {
  const { t } = useT();
  const today = beijingToday();
  const disabledDate = (d: Dayjs) => {
    const day = d.format(DAY);
    return day > today || (!!min && day < min);
  };
  return (
    <AntdConfig>
      <DatePicker
        id={id}
        className={styles.picker}
        value={value ? dayjs(value, DAY) : null}
        format={DAY}
        disabledDate={disabledDate}
        placeholder={t('data.asOf.placeholder')}
        title={t('data.asOf.hint')}
        onChange={(d) => onChange(d ? d.format(DAY) : undefined)}
        allowClear
        data-testid="asof-picker"
      />
    </AntdConfig>
  );
}
