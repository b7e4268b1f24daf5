/** Every material's latest quote, filterable by group; a row's name shows it, its checkbox compares it. */
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import { Segmented } from 'antd';
import { useMemo, useState } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import DataTable, { type Column } from '@/components/table/DataTable';
import styles from '@/components/industry/page.less';
import { MAX_COMPARE } from '@/config/constants';
import type { useMaterialView } from '@/hooks/industry';
import type { RawMaterial } from '@/types/webapi';
import { formatDate, formatNumber } from '@/utils/format';
import local from './index.less';

interface Props {
  materials: RawMaterial[];
  view: ReturnType<typeof useMaterialView>;
}

export default function MaterialTable({ materials, view }: Props) {
  const { t, intl } = useT();
  const groups = useMemo(() => [...new Set(materials.map((m) => m.group))], [materials]);
  // Local, not in the URL: a URL change scrolls the page to the top, which a table filter must not do.
  const [group, setGroup] = useState('');
  const rows = group ? materials.filter((m) => m.group === group) : materials;

  const columns: Column<RawMaterial>[] = [
    {
      key: 'name',
      title: t('industry.material.name'),
      rowHeader: true,
      render: (m) => (
        <button
          type="button"
          className={`${styles.linkButton} ${local.name}`}
          onClick={() => view.select(m.id)}
          aria-pressed={view.ids.includes(m.id)}
          data-testid="material-name"
        >
          {m.name}
        </button>
      ),
    },
    { key: 'spec', title: t('industry.material.spec'), dataIndex: 'spec' },
    { key: 'group', title: t('industry.material.group'), dataIndex: 'group' },
    { key: 'market', title: t('industry.material.market'), dataIndex: 'market' },
    {
      key: 'latest',
      title: t('industry.material.latest'),
      className: styles.num,
      render: (m) => `${formatNumber(m.latest.price, intl.locale, 0)} ${m.unit}`,
    },
    {
      key: 'change',
      title: t('industry.material.change'),
      className: styles.num,
      render: (m) => <ChangeBadge value={m.change} unit="none" digits={0} />,
    },
    {
      key: 'changePct',
      title: t('industry.material.changePct'),
      className: styles.num,
      render: (m) => <ChangeBadge value={m.changePct} unit="percent" />,
    },
    {
      key: 'date',
      title: t('industry.material.date'),
      className: styles.num,
      render: (m) => formatDate(m.latest.date, intl.locale),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="materials-title">
      <div className={styles.sectionHead}>
        <h2 id="materials-title">{t('industry.material.listTitle')}</h2>
        <Segmented
          aria-label={t('industry.material.group')}
          options={[{ value: '', label: t('industry.all') }, ...groups.map((g) => ({ value: g, label: g }))]}
          value={group}
          onChange={(g) => setGroup(String(g))}
        />
      </div>
      <DataTable<RawMaterial>
        rowKey="id"
        size="middle"
        columns={columns}
        rows={rows}
        scroll={{ x: 880 }}
        aria-labelledby="materials-title"
        rowSelection={{
          title: t('industry.material.compare'),
          width: 64,
          selectedKeys: view.ids,
          onToggle: (m) => view.toggle(m.id),
          // Keep at least one material shown and at most MAX_COMPARE compared.
          disabled: (m) => (view.ids.includes(m.id) ? view.ids.length === 1 : view.ids.length >= MAX_COMPARE),
          label: (m) => t('industry.material.compareOne', { name: m.name }),
        }}
      />
    </section>
  );
}
