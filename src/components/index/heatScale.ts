/**
 * The heat-map's diverging colour scale, symmetric around 0: white at 0, towards the market red for
 * rises and the market green for falls, in proportion to |change| / extent. The strongest end stops
 * at 65% of the market colour so the cell's dark text keeps ≥ 4.5:1 contrast everywhere on the scale.
 */
import { market } from '@/theme/tokens';

const STRONGEST = 0.65;

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const mix = (hex: string, amount: number) =>
  `rgb(${rgb(hex)
    .map((c) => Math.round(255 + (c - 255) * amount))
    .join(', ')})`;

/** Background of a cell; null (no value) gets none. */
export function heatColor(value: number | null, extent: number): string | undefined {
  if (value === null) return undefined;
  if (!value || extent <= 0) return '#ffffff';
  const amount = Math.min(1, Math.abs(value) / extent) * STRONGEST;
  return mix(value > 0 ? market.up : market.down, amount);
}

/** The legend strip: strongest fall, 0, strongest rise. */
export const heatLegendGradient = () => `linear-gradient(to right, ${mix(market.down, STRONGEST)}, #ffffff, ${mix(market.up, STRONGEST)})`;
