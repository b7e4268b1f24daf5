/**
 * 外贸设置 (admins, on the settings page): the unit, currency, source and customs' release day of the
 * trade figures, and the ordered partners and product groups the trade import's template asks for.
 * Once months are stored their figures are kept in these orders: the names already there can be
 * renamed but not removed or moved (the server refuses it too), new ones go at the end.
 */
import { ProCard, ProForm, ProFormDigit, ProFormGroup, ProFormList, ProFormText, type ProFormInstance } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Alert, App, type ButtonProps } from 'antd';
import { useRef, useState } from 'react';
import { LoadFailed, Loading, useFail } from '@/components/admin';
import { useT } from '@/hooks/useT';
import { getTradeSetup, updateTradeSetup } from '@/services/admin';
import type { TradeSetup, TradeSetupView } from '@/types/admin';

export const MAX_TRADE_NAMES = 12;
const MAX_NAME = 40;

/** The form's values: a list's rows are objects (ProFormList), every field possibly untouched. */
export interface TradeSetupValues {
  unit?: string;
  currency?: string;
  source?: string;
  releaseDay?: number | null;
  partners?: { name?: string }[];
  products?: { name?: string }[];
}

export const formOfTradeSetup = (s: TradeSetup): TradeSetupValues => ({
  unit: s.unit,
  currency: s.currency,
  source: s.source,
  releaseDay: s.releaseDay,
  partners: s.partnerNames.map((name) => ({ name })),
  products: s.productNames.map((name) => ({ name })),
});

/** What the server takes: trimmed, the currency upper-case, no release day when left empty. */
export function tradeSetupOfForm(v: TradeSetupValues): TradeSetup {
  const text = (x: string | undefined) => (x ?? '').trim();
  const names = (rows: { name?: string }[] | undefined) => (rows ?? []).map((r) => text(r?.name));
  return {
    unit: text(v.unit),
    currency: text(v.currency).toUpperCase(),
    source: text(v.source),
    releaseDay: typeof v.releaseDay === 'number' ? v.releaseDay : null,
    partnerNames: names(v.partners),
    productNames: names(v.products),
  };
}

function NamesList(props: { name: 'partners' | 'products'; label: string; add: string; kept: number }) {
  const { t } = useT();
  const locked = props.kept > 0;
  return (
    <ProFormList
      name={props.name}
      label={props.label}
      max={MAX_TRADE_NAMES}
      min={0}
      copyIconProps={false}
      arrowSort={!locked}
      creatorRecord={{ name: '' }}
      creatorButtonProps={{ creatorButtonText: props.add, 'data-testid': `trade-add-${props.name}` } as ButtonProps & { creatorButtonText: string }}
      // A stored position keeps its figures: only a name added since can be taken out again.
      actionRender={(field, _action, dom) => (locked && field.name < props.kept ? [] : dom)}
    >
      {(field) => (
        <ProFormText
          name="name"
          width="md"
          placeholder={t('admin.trade.namePlaceholder')}
          fieldProps={{ maxLength: MAX_NAME, 'aria-label': `${props.label} ${field.name + 1}` }}
          rules={[
            { required: true, whitespace: true, message: t('admin.trade.nameRequired') },
            { max: MAX_NAME, message: t('admin.article.maxLength', { max: MAX_NAME }) },
          ]}
        />
      )}
    </ProFormList>
  );
}

function TradeSetupForm(props: { data: TradeSetupView }) {
  const { t } = useT();
  // The set-up as last stored (after a save too): its positions are fixed once months are stored.
  const [data, setData] = useState(props.data);
  const [initialValues] = useState(() => formOfTradeSetup(props.data));
  const { message } = App.useApp();
  const fail = useFail();
  const formRef = useRef<ProFormInstance<TradeSetupValues>>();
  const kept = data.storedMonths > 0 ? { partners: data.partnerNames.length, products: data.productNames.length } : { partners: 0, products: 0 };
  return (
    <ProForm<TradeSetupValues>
      formRef={formRef}
      initialValues={initialValues}
      style={{ maxWidth: 880 }}
      submitter={{ searchConfig: { submitText: t('admin.trade.save') }, resetButtonProps: false, submitButtonProps: { 'data-testid': 'trade-save' } as ButtonProps }}
      onFinish={async (values) => {
        const next = tradeSetupOfForm(values);
        const twice = (names: string[]) => names.find((n, i) => n !== '' && names.indexOf(n) !== i);
        const duplicate = twice(next.partnerNames) ?? twice(next.productNames);
        if (duplicate) {
          message.error(t('admin.trade.duplicate', { name: duplicate }));
          return false;
        }
        try {
          const saved = await updateTradeSetup(next);
          setData(saved);
          formRef.current?.setFieldsValue(formOfTradeSetup(saved));
          message.success(t('admin.trade.saved'));
          return true;
        } catch (e) {
          fail(e);
          return false;
        }
      }}
    >
      {data.storedMonths > 0 ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('admin.trade.locked')} /> : null}
      <ProFormGroup>
        <ProFormText name="unit" label={t('admin.trade.unit')} width="sm" placeholder={t('admin.trade.unitPlaceholder')} rules={[{ max: 20, message: t('admin.article.maxLength', { max: 20 }) }]} fieldProps={{ maxLength: 20 }} />
        <ProFormText
          name="currency"
          label={t('admin.trade.currency')}
          width="xs"
          extra={t('admin.trade.currencyHelp')}
          rules={[{ required: true, pattern: /^\s*[A-Za-z]{3}\s*$/, message: t('admin.trade.currencyInvalid') }]}
          fieldProps={{ maxLength: 3 }}
        />
        <ProFormText name="source" label={t('admin.trade.source')} width="md" placeholder={t('admin.trade.sourcePlaceholder')} rules={[{ max: 100, message: t('admin.article.maxLength', { max: 100 }) }]} fieldProps={{ maxLength: 100 }} />
        <ProFormDigit name="releaseDay" label={t('admin.trade.releaseDay')} width="xs" min={1} max={28} extra={t('admin.trade.releaseDayHelp')} fieldProps={{ precision: 0 }} />
      </ProFormGroup>
      <NamesList name="partners" label={t('admin.trade.partners')} add={t('admin.trade.addPartner')} kept={kept.partners} />
      <NamesList name="products" label={t('admin.trade.products')} add={t('admin.trade.addProduct')} kept={kept.products} />
    </ProForm>
  );
}

export default function TradeSetupCard() {
  const { t } = useT();
  const { data, error, loading, refresh } = useRequest(getTradeSetup, { onError: () => undefined });
  let body;
  if (error && !data) body = <LoadFailed title={t('admin.trade.loadFailed')} error={error} retrying={loading} onRetry={refresh} />;
  else if (!data) body = <Loading />;
  else body = <TradeSetupForm data={data} />;
  return (
    <ProCard title={t('admin.trade.title')} subTitle={t('admin.trade.intro')} style={{ marginTop: 16 }} data-testid="trade-setup">
      {body}
    </ProCard>
  );
}
