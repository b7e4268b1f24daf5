/** Desktop range presets (近3月 / 近1年 / 近3年 / 全部) as a keyboard-reachable segmented control. */
import { useIntl } from '@umijs/max';
import { Segmented } from 'antd';
import type { RangePreset } from './range';

export default function RangePresets({
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
    <Segmented<RangePreset>
      aria-label={intl.formatMessage({ id: 'industry.range.label' })}
      options={presets.map((p) => ({ value: p, label: intl.formatMessage({ id: `industry.range.${p}` }) }))}
      value={value}
      onChange={onChange}
      data-testid="range-presets"
    />
  );
}
