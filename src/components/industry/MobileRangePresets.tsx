/** Range presets on a phone: antd-mobile chips, one always selected. */
import { Selector } from 'antd-mobile';
import { useRangePresetOptions, type RangePresetsProps } from './cardParts';
import type { RangePreset } from '@/domain/range';
import styles from './MobileRangePresets.less';

export default function MobileRangePresets({ presets, value, onChange }: RangePresetsProps) {
  const { label, options } = useRangePresetOptions(presets);
  return (
    <div aria-label={label} className={styles.wrap} data-testid="range-presets">
      <Selector<RangePreset>
        columns={presets.length}
        options={options}
        value={[value]}
        showCheckMark={false}
        onChange={(v) => v[0] && onChange(v[0])}
      />
    </div>
  );
}
