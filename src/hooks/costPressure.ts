/**
 * The cost-pressure view of /priceTrend and its /mobile twin: every material over the page's range
 * beside the index 大类 it feeds (which ones is data from /webapi: `RawMaterial.categoryIds`).
 */
import '@/locales/areas/industry';
import { useModel } from '@umijs/max';
import { useT } from './useT';
import { formatSigned } from '@/utils/format';
import type { CostLine } from '@/domain/materialStats';
import { useMemo } from 'react';
import { materialQuotes } from '@/domain/industry';
import { costPressure } from '@/domain/materialStats';
import type { RangePreset } from '@/domain/range';
import type { RawMaterial } from '@/types/webapi';
import { useCategorySeries, useMaterialSeries } from './industry';

/** `active` false (the phone showing its other panel): nothing is fetched but the families (notes). */
export function useCostPressure(materials: RawMaterial[], range: RangePreset, active = true) {
  const projId = materials.find((m) => m.categoryIds.length)?.categoryProjId;
  const nodeIds = useMemo(
    () => (active ? [...new Set(materials.flatMap((m) => m.categoryIds))].sort() : []),
    [materials, active],
  );
  const prices = useMaterialSeries(active ? materials.map((m) => m.id) : []);
  const categories = useCategorySeries(projId, nodeIds);
  // The families straight from the shared `data` model (./indices would bring the index pages' code along).
  const family = useModel('data', (d) => d.families.data)?.find((f) => f.projId === projId);

  const groups = useMemo(() => {
    if (!prices.data || (nodeIds.length && !categories.data)) return undefined;
    const byId = new Map(materials.map((m) => [m.id, m]));
    const shown = materialQuotes(prices.data, range);
    return costPressure(
      shown.map((s) => ({
        id: s.material.id,
        name: s.material.name,
        group: s.material.group,
        categoryIds: byId.get(s.material.id)?.categoryIds ?? [],
        quotes: s.quotes,
      })),
      categories.data ?? [],
    );
  }, [prices.data, categories.data, materials, nodeIds.length, range]);

  return {
    groups,
    family,
    loading: prices.loading || categories.loading,
    error: prices.error ?? categories.error,
    refresh: () => {
      if (prices.error) prices.refresh();
      if (categories.error) categories.refresh();
    },
  };
}

/** The spoken label of a cost line's sparkline: its name and its change over the range. */
export function useSparkLabel() {
  const { t, intl } = useT();
  return (line: CostLine) =>
    t('industry.material.sparkAria', {
      name: line.name,
      change: line.changePct === null ? '—' : `${formatSigned(line.changePct, intl.locale)}%`,
    });
}
