/** Desktop range presets (近3月 / 近1年 / 近3年 / 全部) as a keyboard-reachable segmented control. */
import { Segmented } from 'antd';
import { useRangePresetOptions, type RangePresetsProps } from './cardParts';
import type { RangePreset } from '@/domain/range';

export default function RangePresets({ presets, value, onChange }: RangePresetsProps) {
  const { label, options } = useRangePresetOptions(presets);
  return <Segmented<RangePreset> aria-label={label} options={options} value={value} onChange={onChange} data-testid="range-presets" />;
}
