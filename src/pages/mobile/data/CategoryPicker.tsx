/**
 * The phone's category picker: a button naming the chosen series opens a bottom sheet with the
 * composite and the 大类 (up to MAX_COMPARE at once). A deeper node (from a link or the category
 * list below the chart) stays choosable.
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import Button from 'antd-mobile/es/components/button';
import { useMemo, useState } from 'react';
import { MAX_COMPARE } from '@/config/constants';
import { flattenTree } from '@/domain/indexSeries';
import type { IndexNode } from '@/types/webapi';
import styles from './index.less';
import Choices from '@/components/choices/Choices';
import BottomSheet from '@/components/layout/BottomSheet';

export default function CategoryPicker({ tree, value, onChange }: { tree: IndexNode[]; value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const nodes = useMemo(() => flattenTree(tree), [tree]);
  const options = useMemo(
    () => nodes.filter((n) => n.level <= 2 || value.includes(n.id)).map((n) => ({ label: n.name, value: n.id })),
    [nodes, value],
  );
  const names = value.map((id) => nodes.find((n) => n.id === id)?.name ?? id).join('、');

  return (
    <>
      <button type="button" className={styles.pickerButton} onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="category-picker">
        <span className={styles.controlLabel}>{t('data.picker.title')}</span>
        <span className={styles.pickerValue}>{names}</span>
        <span aria-hidden="true">›</span>
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} label={t('data.picker.label', { max: MAX_COMPARE })} bodyClassName={styles.sheet}>
        <p className={styles.sheetTitle}>{t('data.picker.label', { max: MAX_COMPARE })}</p>
        <Choices
          multiple
          columns={3}
          options={options}
          value={value}
          onChange={(ids) => {
            // Keep at least one; past the limit the oldest choice gives way.
            if (ids.length) onChange(ids.slice(-MAX_COMPARE));
          }}
          size="small"
        />
        <Button block color="primary" className={styles.sheetDone} onClick={() => setOpen(false)}>
          {t('data.picker.done')}
        </Button>
      </BottomSheet>
    </>
  );
}
