/** Range presets on a phone: antd-mobile chips, one always selected. */
import { useIntl } from '@umijs/max';
import { Selector } from 'antd-mobile';
import type { RangePreset } from './range';
import styles from './MobileRangePresets.less';

export default function MobileRangePresets({
  presets,
  value,
  onChange,
}: {
  presets: readonly RangePreset[];
  value: RangePreset;
  onChange: (preset: RangePreset) => void;
}) {
  const intl = useIntl();
  return (
    <div aria-label={intl.formatMessage({ id: 'industry.range.label' })} className={styles.wrap} data-testid="range-presets">
      <Selector<RangePreset>
        columns={presets.length}
        options={presets.map((p) => ({ value: p, label: intl.formatMessage({ id: `industry.range.${p}` }) }))}
        value={[value]}
        showCheckMark={false}
        onChange={(v) => v[0] && onChange(v[0])}
      />
    </div>
  );
}
