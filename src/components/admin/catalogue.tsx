/**
 * Adding companies, products, brands and raw materials (issue 45): 「新增…」 on each list (editors)
 * opens the kind's own form (src/components/admin/kinds.tsx) and, created, goes to the new one's
 * page, where it waits for review as any revision (retiring: ./retire.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { ModalForm } from '@ant-design/pro-components';
import { useNavigate } from '@umijs/max';
import { App, Button, Form, Select } from 'antd';
import { useRequest } from 'ahooks';
import { useState, type ReactNode } from 'react';
import { useT } from '@/hooks/useT';
import { companiesApi } from '@/services/admin';
import { cleanFields } from './EditedEditor';
import { useFail } from './index';
import { required } from './review';
import { useRole } from './retire';

export type CatalogueKind = 'companies' | 'products' | 'brands' | 'materials';

/** The company a new product or brand belongs to, for good: one found by its name's words or its id. */
export function CompanyPicker() {
  const { t } = useT();
  const [text, setText] = useState('');
  const { data, loading } = useRequest(() => companiesApi.list({ text: text.trim() || undefined, pageSize: 20 }), { refreshDeps: [text], debounceWait: 300, onError: () => undefined });
  const options = (data?.list ?? []).filter((c) => !c.retiredAt).map((c) => ({ value: c.id, label: c.name }));
  return (
    <Form.Item name="companyId" label={t('admin.catalogue.company')} extra={t('admin.catalogue.companyHelp')} rules={[required(t, 'admin.catalogue.company')]}>
      <Select showSearch filterOption={false} onSearch={setText} options={options} loading={loading} placeholder={t('admin.catalogue.companyPlaceholder')} data-testid="field-companyId" />
    </Form.Item>
  );
}

/**
 * 「新增…」 (editors only; nothing for the others): the kind's form in a dialog; created (and, with
 * `submit`, submitted for review at once), the new one's page. `blank`: the fields the form leaves
 * empty. A product is left a draft: its pictures are added on its page before it can be approved.
 */
export function NewItemButton<Item, New>(props: {
  kind: CatalogueKind;
  create: (body: New) => Promise<Item>;
  submit?: (item: Item) => Promise<Item>;
  pathOf: (item: Item) => string;
  blank: object;
  children: ReactNode;
}) {
  const { t } = useT();
  const { message } = App.useApp();
  const fail = useFail();
  const navigate = useNavigate();
  const role = useRole();
  if (role !== 'editor') return null;
  const label = t(`admin.catalogue.new.${props.kind}`);
  return (
    <ModalForm<Record<string, unknown>>
      title={label}
      width={860}
      initialValues={props.blank}
      trigger={
        <Button type="primary" icon={<PlusOutlined />} data-testid={`${props.kind}-new`}>
          {label}
        </Button>
      }
      modalProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: t('admin.catalogue.create'), resetText: t('admin.common.cancel') }, submitButtonProps: { 'data-testid': 'new-item-ok' } }}
      onFinish={async (values) => {
        // What the form left untouched is the blank's; text trimmed, lists cleaned as a save does.
        const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null));
        const body = cleanFields({ ...props.blank, ...given }, { ...props.blank, ...given }) as New;
        let item: Item;
        try {
          item = await props.create(body);
        } catch (e) {
          fail(e);
          return false;
        }
        try {
          if (props.submit) await props.submit(item);
          message.success(t(props.submit ? 'admin.catalogue.createdSubmitted' : 'admin.catalogue.created'));
        } catch (e) {
          // Created all the same: its page says it is a draft, to submit from there.
          fail(e);
        }
        navigate(props.pathOf(item));
        return true;
      }}
    >
      {props.children}
    </ModalForm>
  );
}
