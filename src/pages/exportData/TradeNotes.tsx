/** Notes under the trade figures: source, unit and currency, frequency, last and next update. */
import '@/locales/areas/industry';
import { Fragment } from 'react';
import { formatDate } from '@/utils/format';
import type { TradeData } from '@/types/webapi';
import local from './index.less';
import { useTradeText } from './useTradeText';

export default function TradeNotes({ trade, className }: { trade: TradeData; className?: string }) {
  const { t, intl } = useTradeText();
  const notes: [string, string][] = [
    [t('industry.trade.noteSource'), trade.source],
    [t('industry.trade.noteUnit'), t('industry.trade.noteUnitValue', { unit: trade.unit, currency: trade.currency })],
    [t('industry.trade.noteFrequency'), t('industry.trade.noteFrequencyValue')],
    [t('industry.trade.noteUpdated'), formatDate(trade.updatedAt, intl.locale)],
    [t('industry.trade.noteNext'), trade.nextUpdate ? formatDate(trade.nextUpdate, intl.locale) : t('industry.trade.noteNextUnknown')],
  ];
  return (
    <section className={className} aria-labelledby="trade-notes-title" data-testid="trade-notes">
      <h2 id="trade-notes-title">{t('industry.trade.notesTitle')}</h2>
      <dl className={local.notes}>
        {notes.map(([term, text]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{text}</dd>
          </Fragment>
        ))}
      </dl>
      <p>{t('industry.trade.noteFigures')}</p>
    </section>
  );
}
