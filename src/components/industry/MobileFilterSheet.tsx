/**
 * The phone's filters: one button (「筛选（2）」 when two narrow the list) that opens a bottom sheet
 * with each facet as a group of choices. Choices are a draft until 确定, so the list (and the URL)
 * changes once, not at every tap; 重置 clears the draft. An order (the ranking's sort) is a facet too.
 */
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { activeCount, type ListFacet } from './listFacets';
import styles from './MobileFilterSheet.less';
import Choices from '@/components/choices/Choices';
import BottomSheet from '@/components/layout/BottomSheet';

interface Props {
  facets: ListFacet[];
  /** Names the button and the sheet's test ids: `<testId>` and `<testId>-sheet`. */
  testId: string;
  /** Applies every facet's value at once, by key ('' for all): one URL change, one request. */
  onApply: (values: Record<string, string>) => void;
}

const ALL = '';

export default function MobileFilterSheet({ facets, testId, onApply }: Props) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const count = activeCount(facets);
  const titleId = `${testId}-sheet-title`;

  const show = () => {
    setDraft(Object.fromEntries(facets.map((f) => [f.key, f.value])));
    setOpen(true);
  };
  const apply = () => {
    setOpen(false);
    if (facets.some((f) => (draft[f.key] ?? ALL) !== f.value)) onApply(draft);
  };

  return (
    <>
      <button type="button" className={`${styles.trigger} ${count ? styles.active : ''}`} onClick={show} aria-haspopup="dialog" data-testid={testId}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5z" />
        </svg>
        {count ? t('common.filterCount', { count }) : t('common.filter')}
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} labelledBy={titleId} bodyClassName={styles.sheet} destroyOnClose data-testid={`${testId}-sheet`}>
        <h2 id={titleId} className={styles.title}>
          {t('common.filterSheet')}
        </h2>
        <div className={styles.groups}>
          {facets.map((f) => (
            <fieldset key={f.key} className={styles.group} data-testid={`${testId}-${f.key}`}>
              <legend>{f.label}</legend>
              <Choices
                columns={3}
                value={[draft[f.key] ?? ALL]}
                options={[{ value: ALL, label: f.allLabel }, ...f.options]}
                onChange={(v) => setDraft((d) => ({ ...d, [f.key]: v[0] ?? ALL }))}
              />
            </fieldset>
          ))}
        </div>
        <div className={styles.actions}>
          <Button onClick={() => setDraft(Object.fromEntries(facets.map((f) => [f.key, ALL])))}>{t('common.reset')}</Button>
          <Button color="primary" onClick={apply}>
            {t('common.apply')}
          </Button>
        </div>
      </BottomSheet>
    </>
  );
}
