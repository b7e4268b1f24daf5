/**
 * 指数项目 (admins, issue 45): the office's index families — create one (its id, name, frequency, base,
 * unit, release slot, alert threshold, 编制说明) and edit it. The base stays once a period is
 * published, and the frequency once created; the server checks every field again.
 */
import {
  ModalForm,
  PageContainer,
  ProFormCheckbox,
  ProFormDependency,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { App, Badge, Button, type ButtonProps } from 'antd';
import { useRef, useState } from 'react';
import { useT, type Translate } from '@/hooks/useT';
import { createIndexFamily, listIndexFamiliesAdmin, updateIndexFamily } from '@/services/admin';
import type { AdminIndexFamily, IndexFamilySetup } from '@/types/admin';
import { useFail, WholeListTable } from '@/components/admin';

const KINDS = ['price', 'climate', 'trade', 'material', 'development'] as const;
const FREQUENCIES = ['week', 'month', 'quarter'] as const;
const VALUE_KINDS = ['indexValue', 'lastValue', 'sameValue'] as const;
/** A week's key is its Monday (YYYY-MM-DD), a month's YYYY-MM, a quarter's YYYY-Qn; the server says whether the day is a Monday. */
const PERIOD = { week: /^\d{4}-\d{2}-\d{2}$/, month: /^\d{4}-(0[1-9]|1[0-2])$/, quarter: /^\d{4}-Q[1-4]$/ };
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The form's weekday select cannot hold null: 0 is 「the day after the period ends」. */
const AFTER_PERIOD = 0;

type Kind = (typeof KINDS)[number];
type Frequency = (typeof FREQUENCIES)[number];

interface FormValues {
  projId?: number;
  name: string;
  shortName: string;
  kind: Kind;
  frequency: Frequency;
  baseValue: number;
  basePeriod: string;
  unit: string;
  weekday: number;
  time: string;
  movePct?: number;
  threshold?: number | null;
  source: string;
  description: string;
  valueKinds: (typeof VALUE_KINDS)[number][];
}

const NEW: Partial<FormValues> = { frequency: 'month', kind: 'price', baseValue: 100, unit: '点', weekday: AFTER_PERIOD, time: '10:00', valueKinds: [...VALUE_KINDS], source: '', description: '' };

const formOf = (f: AdminIndexFamily): FormValues => ({
  ...f,
  weekday: f.releaseSlot.weekday ?? AFTER_PERIOD,
  time: f.releaseSlot.time,
});

/** What the form sends: the body of createIndexFamily (updateIndexFamily takes it without projId and frequency). */
function bodyOf(v: FormValues): IndexFamilySetup {
  return {
    ...(v.projId ? { projId: v.projId } : {}),
    name: v.name.trim(),
    shortName: v.shortName.trim(),
    kind: v.kind,
    frequency: v.frequency,
    baseValue: v.baseValue,
    basePeriod: v.basePeriod.trim(),
    unit: v.unit?.trim() || '点',
    releaseSlot: { weekday: v.weekday === AFTER_PERIOD ? null : v.weekday, time: v.time.trim() },
    ...(v.movePct ? { movePct: v.movePct } : {}),
    threshold: v.threshold ?? null,
    source: v.source?.trim() ?? '',
    description: v.description?.trim() ?? '',
    valueKinds: v.valueKinds ?? [],
  };
}

const slotText = (f: AdminIndexFamily, t: Translate) =>
  `${f.releaseSlot.weekday === null ? t('admin.families.afterPeriod') : t(`admin.families.weekday.${f.releaseSlot.weekday}`)} ${f.releaseSlot.time}`;

export default function AdminFamilies() {
  const { t } = useT();
  const { message } = App.useApp();
  const table = useRef<ActionType>();
  const fail = useFail();
  /** The family being edited, 'new' for a new one, null: the form is closed. */
  const [editing, setEditing] = useState<AdminIndexFamily | 'new' | null>(null);
  const current = editing === 'new' ? null : editing;
  const required = (label: string) => ({ required: true, message: t('admin.login.required', { label }) });

  const columns: ProColumns<AdminIndexFamily>[] = [
    { title: t('admin.families.projId'), dataIndex: 'projId', width: 80 },
    { title: t('admin.families.name'), dataIndex: 'name' },
    { title: t('admin.families.frequency'), dataIndex: 'frequency', render: (_, f) => t(`admin.families.frequency.${f.frequency}`) },
    { title: t('admin.families.base'), key: 'base', render: (_, f) => `${f.basePeriodLabel} = ${f.baseValue}` },
    { title: t('admin.families.unit'), dataIndex: 'unit' },
    { title: t('admin.families.slot'), key: 'slot', render: (_, f) => slotText(f, t) },
    {
      title: t('admin.families.state'),
      key: 'state',
      render: (_, f) => (f.published ? <Badge status="success" text={t('admin.families.published')} /> : <Badge status="default" text={t('admin.families.unpublished')} />),
    },
    {
      title: t('admin.families.actions'),
      key: 'actions',
      render: (_, f) => (
        <Button size="small" onClick={() => setEditing(f)}>
          {t('admin.families.edit')}
        </Button>
      ),
    },
  ];

  const save = async (v: FormValues) => {
    try {
      const body = bodyOf(v);
      if (current) {
        // eslint-disable-next-line @typescript-eslint/no-unused-vars -- never change once created
        const { projId: _p, frequency: _f, ...edit } = body;
        await updateIndexFamily(current.projId, edit);
      } else {
        await createIndexFamily(body);
      }
      message.success(t('admin.families.saved'));
      setEditing(null);
      table.current?.reload();
      return true;
    } catch (e) {
      fail(e);
      return false;
    }
  };

  const baseLocked = !!current?.published;
  return (
    <PageContainer title={t('admin.menu.families')} content={t('admin.families.intro')}>
      <WholeListTable<AdminIndexFamily>
        rowKey="projId"
        actionRef={table}
        columns={columns}
        load={listIndexFamiliesAdmin}
        toolBar={[
          <Button key="new" type="primary" onClick={() => setEditing('new')}>
            {t('admin.families.new')}
          </Button>,
        ]}
      />
      <ModalForm<FormValues>
        title={current ? t('admin.families.editTitle', { name: current.name }) : t('admin.families.new')}
        open={editing !== null}
        initialValues={current ? formOf(current) : NEW}
        modalProps={{ destroyOnClose: true, onCancel: () => setEditing(null), okText: t('admin.common.ok'), cancelText: t('admin.common.cancel') }}
        submitter={{ submitButtonProps: { 'data-testid': 'family-submit' } as ButtonProps }}
        onFinish={save}
        grid
        rowProps={{ gutter: 16 }}
      >
        <ProFormDigit
          name="projId"
          label={t('admin.families.projId')}
          extra={current ? undefined : t('admin.families.projIdHint')}
          disabled={!!current}
          min={1}
          fieldProps={{ precision: 0 }}
          colProps={{ span: 8 }}
        />
        <ProFormText name="name" label={t('admin.families.name')} rules={[required(t('admin.families.name'))]} colProps={{ span: 16 }} />
        <ProFormText name="shortName" label={t('admin.families.shortName')} rules={[required(t('admin.families.shortName'))]} colProps={{ span: 8 }} />
        <ProFormSelect name="kind" label={t('admin.families.kind')} options={KINDS.map((k) => ({ value: k, label: t(`admin.families.kind.${k}`) }))} rules={[required(t('admin.families.kind'))]} colProps={{ span: 8 }} />
        <ProFormSelect
          name="frequency"
          label={t('admin.families.frequency')}
          options={FREQUENCIES.map((f) => ({ value: f, label: t(`admin.families.frequency.${f}`) }))}
          disabled={!!current}
          rules={[required(t('admin.families.frequency'))]}
          colProps={{ span: 8 }}
        />
        <ProFormSelect
          name="baseValue"
          label={t('admin.families.baseValue')}
          options={[100, 1000].map((v) => ({ value: v, label: String(v) }))}
          disabled={baseLocked}
          rules={[required(t('admin.families.baseValue'))]}
          colProps={{ span: 8 }}
        />
        <ProFormDependency name={['frequency']}>
          {({ frequency }: { frequency?: Frequency }) => (
            <ProFormText
              name="basePeriod"
              label={t('admin.families.basePeriod')}
              extra={baseLocked ? t('admin.families.baseLocked') : t(`admin.families.basePeriodHint.${frequency ?? 'month'}`)}
              disabled={baseLocked}
              rules={[required(t('admin.families.basePeriod')), { pattern: PERIOD[frequency ?? 'month'], message: t(`admin.families.basePeriodHint.${frequency ?? 'month'}`) }]}
              colProps={{ span: 16 }}
            />
          )}
        </ProFormDependency>
        <ProFormText name="unit" label={t('admin.families.unit')} colProps={{ span: 8 }} />
        <ProFormSelect
          name="weekday"
          label={t('admin.families.weekdayLabel')}
          options={[AFTER_PERIOD, 1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: d === AFTER_PERIOD ? t('admin.families.afterPeriod') : t(`admin.families.weekday.${d}`) }))}
          colProps={{ span: 8 }}
        />
        <ProFormText
          name="time"
          label={t('admin.families.time')}
          rules={[required(t('admin.families.time')), { pattern: TIME, message: t('admin.families.timeRule') }]}
          colProps={{ span: 8 }}
        />
        <ProFormDigit
          name="movePct"
          label={t('admin.families.movePct')}
          extra={t('admin.families.movePctHint')}
          rules={[{ type: 'number', min: 0.01, max: 100, message: t('admin.families.movePctRule') }]}
          fieldProps={{ precision: 2 }}
          colProps={{ span: 8 }}
        />
        <ProFormDigit name="threshold" label={t('admin.families.threshold')} extra={t('admin.families.thresholdHint')} colProps={{ span: 8 }} />
        <ProFormText name="source" label={t('admin.families.source')} colProps={{ span: 16 }} />
        <ProFormCheckbox.Group
          name="valueKinds"
          label={t('admin.families.valueKinds')}
          options={VALUE_KINDS.map((k) => ({ value: k, label: t(`admin.families.valueKind.${k}`) }))}
          colProps={{ span: 24 }}
        />
        <ProFormTextArea name="description" label={t('admin.families.description')} extra={t('admin.families.descriptionHint')} fieldProps={{ rows: 5 }} colProps={{ span: 24 }} />
      </ModalForm>
    </PageContainer>
  );
}
