/**
 * The category picker of /data (总指数 → 大类 → 中类 → 规格品): up to MAX_COMPARE nodes, searchable,
 * each tag in its chart line colour. At least one node always stays selected.
 */
import { useT } from '@/hooks/useT';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { CHART_COLORS } from '@/components/charts/EChart';
import { MAX_COMPARE } from '@/config/constants';
import type { IndexNode } from '@/types/webapi';
import styles from './index.less';

interface TreeOption {
  value: string;
  title: string;
  children?: TreeOption[];
}

const toOptions = (nodes: IndexNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: n.children?.length ? toOptions(n.children) : undefined }));

export default function SeriesPicker({ tree, value, onChange }: { tree: IndexNode[]; value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useT();
  const options = useMemo(() => toOptions(tree), [tree]);
  return (
    <TreeSelect
      className={styles.picker}
      multiple
      maxCount={MAX_COMPARE}
      value={value}
      treeData={options}
      treeDefaultExpandedKeys={tree.map((n) => n.id)}
      showSearch
      treeNodeFilterProp="title"
      popupMatchSelectWidth={false}
      listHeight={360}
      aria-label={t('data.picker.label', { max: MAX_COMPARE })}
      placeholder={t('data.picker.placeholder')}
      onChange={(ids: string[]) => {
        if (ids.length) onChange(ids.slice(0, MAX_COMPARE));
      }}
      tagRender={({ label, value: id, closable, onClose }) => {
        const i = value.indexOf(id as string);
        return (
          <span className={styles.tag}>
            <span className={styles.swatch} style={{ background: CHART_COLORS[i % CHART_COLORS.length] }} aria-hidden="true" />
            {label}
            {closable && value.length > 1 && (
              <button
                type="button"
                className={styles.tagClose}
                onMouseDown={(e) => e.preventDefault()}
                onClick={onClose}
                aria-label={t('data.picker.remove', { name: String(label) })}
              >
                ×
              </button>
            )}
          </span>
        );
      }}
    />
  );
}
