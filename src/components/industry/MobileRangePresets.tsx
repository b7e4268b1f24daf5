/** Range presets on a phone: chips, one always selected. */

import { useRangePresetOptions, type RangePresetsProps } from './cardParts';
import type { RangePreset } from '@/domain/range';
import Choices from '@/components/choices/Choices';

export default function MobileRangePresets({ presets, value, onChange }: RangePresetsProps) {
  const { label, options } = useRangePresetOptions(presets);
  return (
    <div data-testid="range-presets">
      <Choices<RangePreset>
        aria-label={label}
        size="small"
        columns={presets.length}
        options={options}
        value={[value]}
        onChange={(v) => onChange(v[0])}
      />
    </div>
  );
}
