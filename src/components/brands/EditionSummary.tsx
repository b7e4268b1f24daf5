/**
 * The edition at a glance (the whole edition, whatever the filters): total value and brand count,
 * brands per region and per industry as small HTML bars, the biggest climbers and fallers, the new
 * entries and the drop-outs. Every brand named is a button opening its history. `compact` is the
 * phone's card: totals, the leading regions, climbers and fallers.
 */
import '@/locales/areas/brands';
import '@/locales/areas/industry';
import { useMemo } from 'react';
import { editionSummary, type Count } from '@/domain/brands';
import { useT } from '@/hooks/useT';
import RankChange from '@/components/industry/RankChange';
import type { BrandRanking, BrandRankItem } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import styles from './EditionSummary.less';

interface Props {
  ranking: BrandRanking;
  /** Open a brand's history. */
  onPick: (brandId: string) => void;
  compact?: boolean;
}

/** How many regions the phone's card lists. */
const COMPACT_REGIONS = 3;

function CountBars({ title, counts, id }: { title: string; counts: Count[]; id: string }) {
  const { t, intl } = useT();
  const max = Math.max(1, ...counts.map((c) => c.count));
  return (
    <div className={styles.block}>
      <h3 id={id} className={styles.blockTitle}>
        {title}
      </h3>
      <ul className={styles.counts} aria-labelledby={id}>
        {counts.map((c) => (
          <li key={c.name} className={styles.count}>
            <span className={styles.countName}>{c.name}</span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.bar} style={{ width: `${(c.count / max) * 100}%` }} />
            </span>
            <span className={styles.countValue}>
              {t('industry.brand.countValue', { count: c.count, value: formatNumber(c.value, intl.locale) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Movers({ title, items, empty, onPick, testId }: { title: string; items: BrandRankItem[]; empty: string; onPick: Props['onPick']; testId: string }) {
  const { t } = useT();
  return (
    <div className={styles.block} data-testid={testId}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {items.length ? (
        <ol className={styles.movers}>
          {items.map((it) => (
            <li key={it.brandId} className={styles.mover}>
              <button type="button" className={styles.brandButton} onClick={() => onPick(it.brandId)}>
                {it.name}
              </button>
              <span className={styles.moverRank}>{t('industry.brand.rankOf', { rank: it.rank })}</span>
              <RankChange value={it.rankChange} />
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.none}>{empty}</p>
      )}
    </div>
  );
}

/** New entries or drop-outs: each brand a button opening its history, then its rank note. */
function BrandNames({ title, items, empty, onPick, testId }: { title: string; items: { brandId: string; name: string; note: string }[]; empty: string; onPick: Props['onPick']; testId: string }) {
  return (
    <div className={styles.block} data-testid={testId}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {items.length ? (
        <ul className={styles.names}>
          {items.map((it) => (
            <li key={it.brandId}>
              <button type="button" className={styles.brandButton} onClick={() => onPick(it.brandId)}>
                {it.name}
              </button>
              <span className={styles.note}>{it.note}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{empty}</p>
      )}
    </div>
  );
}

export default function EditionSummary({ ranking, onPick, compact }: Props) {
  const { t, intl } = useT();
  const summary = useMemo(() => editionSummary(ranking), [ranking]);
  const titleId = 'edition-summary-title';
  // The first edition has nothing to compare with: every brand would count as new.
  const first = summary.count > 0 && summary.newEntries.length === summary.count && !summary.dropouts.length;
  const regions = compact ? summary.byRegion.slice(0, COMPACT_REGIONS) : summary.byRegion;

  return (
    <section className={`${styles.summary} ${compact ? styles.compact : ''}`} aria-labelledby={titleId} data-testid="edition-summary">
      <h2 id={titleId} className={styles.title}>
        {t('industry.brand.editionTitle', { year: ranking.year })}
      </h2>
      <dl className={styles.stats}>
        <div>
          <dt>{t('industry.brand.totalValue')}</dt>
          <dd data-testid="edition-total">
            {formatNumber(summary.total, intl.locale)} <small>{t('industry.brand.valueUnit')}</small>
          </dd>
        </div>
        <div>
          <dt>{t('industry.brand.brandCount')}</dt>
          <dd data-testid="edition-count">{t('industry.brand.brands', { count: summary.count })}</dd>
        </div>
        {!first && (
          <>
            <div>
              <dt>{t('industry.brand.newEntries')}</dt>
              <dd>{t('industry.brand.brands', { count: summary.newEntries.length })}</dd>
            </div>
            <div>
              <dt>{t('industry.brand.dropouts')}</dt>
              <dd>{t('industry.brand.brands', { count: summary.dropouts.length })}</dd>
            </div>
          </>
        )}
      </dl>
      <div className={styles.grid}>
        <CountBars title={t(compact ? 'industry.brand.topRegions' : 'industry.brand.byRegion')} counts={regions} id="edition-by-region" />
        {!compact && <CountBars title={t('industry.brand.byCategory')} counts={summary.byCategory} id="edition-by-category" />}
        {first ? (
          <p className={styles.none}>{t('industry.brand.firstEdition')}</p>
        ) : (
          <>
            <Movers title={t('industry.brand.climbers')} items={summary.climbers} empty={t('industry.brand.noClimbers')} onPick={onPick} testId="edition-climbers" />
            <Movers title={t('industry.brand.fallers')} items={summary.fallers} empty={t('industry.brand.noFallers')} onPick={onPick} testId="edition-fallers" />
          </>
        )}
      </div>
      {!first && !compact && (
        <div className={styles.grid}>
          <BrandNames
            title={t('industry.brand.newEntries')}
            items={summary.newEntries.map((it) => ({ brandId: it.brandId, name: it.name, note: t('industry.brand.rankOf', { rank: it.rank }) }))}
            empty={t('industry.brand.noneNew')}
            onPick={onPick}
            testId="edition-new"
          />
          <BrandNames
            title={t('industry.brand.dropouts')}
            items={summary.dropouts.map((d) => ({ brandId: d.brandId, name: d.name, note: t('industry.brand.previousRank', { rank: d.previousRank }) }))}
            empty={t('industry.brand.noneDropped')}
            onPick={onPick}
            testId="edition-dropouts"
          />
        </div>
      )}
    </section>
  );
}
