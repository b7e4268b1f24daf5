/**
 * The notes under the raw-material figures (PRODUCT.md §1: unit, frequency, source, last update,
 * next release): one line per shown material, and the price index the cost-pressure view uses.
 */
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import type { IndexFamily } from '@/types/webapi';
import type { MaterialQuotes } from '@/domain/industry';
import { formatDate } from '@/utils/format';
import { currencyName } from './comparedPrices';

interface Props {
  materials: (MaterialQuotes['material'] & { latest?: { date: string } })[];
  family?: IndexFamily;
  className?: string;
  titleClassName?: string;
}

export default function MaterialNotes({ materials, family, className, titleClassName }: Props) {
  const { t, intl } = useT();
  const date = (iso: string | undefined) => (iso ? formatDate(iso, intl.locale) : '—');
  return (
    <section className={className} aria-labelledby="material-notes-title" data-testid="material-notes">
      <h2 id="material-notes-title" className={titleClassName}>
        {t('industry.material.notesTitle')}
      </h2>
      <ul>
        {materials.map((m) => (
          <li key={m.id}>
            {t('industry.material.noteMaterial', {
              name: m.name,
              unit: m.unit,
              currency: currencyName(m.currency, intl),
              frequency: t(`industry.material.freq.${m.frequency}`),
              source: m.source,
              market: m.market,
              updated: date(m.latest?.date),
              next: date(m.nextUpdate),
            })}
          </li>
        ))}
        {family && (
          <li>
            {t('industry.material.noteIndex', {
              family: family.name,
              frequency: t(`industry.material.freq.${family.frequency}`),
              basePeriod: family.basePeriod,
              baseValue: family.baseValue,
              source: family.source,
              latest: family.latestPeriod.length === 10 ? date(family.latestPeriod) : family.latestPeriod,
              next: date(family.nextRelease),
            })}
          </li>
        )}
      </ul>
    </section>
  );
}
