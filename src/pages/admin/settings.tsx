/**
 * 站点设置 (admins): the site's name, publisher and compiler, description, contact, ICP number and the
 * sections it shows. The public site picks a change up within a minute (its answers are cached).
 */
import { PageContainer, ProCard, ProForm, ProFormCheckbox, ProFormGroup, ProFormText, ProFormTextArea, type ProFormInstance } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { App, type ButtonProps } from 'antd';
import { useRef } from 'react';
import { SECTIONS } from '@/config/sections';
import { LoadFailed, Loading, useFail } from '@/components/admin';
import { useT } from '@/hooks/useT';
import { getSiteSettings, updateSiteSettings } from '@/services/admin';
import type { SiteSettings } from '@/types/admin';

export default function AdminSettings() {
  const { t } = useT();
  const { message } = App.useApp();
  const fail = useFail();
  // The page shows a failure itself (no console noise); the form takes the first answer as its initial values.
  const { data, error, loading, refresh } = useRequest(getSiteSettings, { onError: () => undefined });
  const formRef = useRef<ProFormInstance<SiteSettings>>();
  const required = (id: string) => ({ required: true, whitespace: true, message: t('admin.login.required', { label: t(id) }) });
  const max = (n: number) => ({ max: n, message: t('admin.article.maxLength', { max: n }) });
  const sectionOptions = SECTIONS.map((s) => ({ value: s.key, label: t(s.titleId) }));

  let body;
  if (error && !data) {
    body = <LoadFailed title={t('admin.settings.loadFailed')} error={error} retrying={loading} onRetry={refresh} />;
  } else if (!data) {
    body = <Loading />;
  } else {
    body = (
      <ProCard>
        <ProForm<SiteSettings>
          formRef={formRef}
          initialValues={data}
          style={{ maxWidth: 880 }}
          submitter={{
            searchConfig: { submitText: t('admin.settings.save') },
            resetButtonProps: false,
            submitButtonProps: { 'data-testid': 'settings-save' } as ButtonProps,
          }}
          onFinish={async (values) => {
            try {
              const next: SiteSettings = {
                name: values.name.trim(),
                shortName: values.shortName.trim(),
                publisher: (values.publisher ?? '').trim(),
                compiler: (values.compiler ?? '').trim(),
                description: (values.description ?? '').trim(),
                contact: {
                  phone: (values.contact?.phone ?? '').trim(),
                  email: (values.contact?.email ?? '').trim(),
                  address: (values.contact?.address ?? '').trim(),
                },
                icp: (values.icp ?? '').trim(),
                // In the order the site's menus list them.
                sections: SECTIONS.map((s) => s.key).filter((k) => (values.sections ?? []).includes(k)),
              };
              // What the server keeps (trimmed) back in the form.
              formRef.current?.setFieldsValue(await updateSiteSettings(next));
              message.success(t('admin.settings.saved'));
              return true;
            } catch (e) {
              fail(e);
              return false;
            }
          }}
        >
          <ProFormGroup title={t('admin.settings.basic')}>
            <ProFormText name="name" label={t('admin.settings.name')} width="md" rules={[required('admin.settings.name'), max(60)]} fieldProps={{ maxLength: 60 }} />
            <ProFormText name="shortName" label={t('admin.settings.shortName')} width="sm" rules={[required('admin.settings.shortName'), max(30)]} fieldProps={{ maxLength: 30 }} />
            <ProFormText name="publisher" label={t('admin.settings.publisher')} width="md" rules={[max(100)]} fieldProps={{ maxLength: 100 }} />
            <ProFormText name="compiler" label={t('admin.settings.compiler')} width="md" rules={[max(100)]} fieldProps={{ maxLength: 100 }} />
          </ProFormGroup>
          <ProFormTextArea name="description" label={t('admin.settings.description')} rules={[max(1000)]} fieldProps={{ maxLength: 1000, showCount: true, rows: 3 }} />
          <ProFormGroup title={t('admin.settings.contact')}>
            <ProFormText name={['contact', 'phone']} label={t('admin.settings.phone')} width="sm" rules={[max(40)]} fieldProps={{ maxLength: 40, autoComplete: 'off' }} />
            <ProFormText
              name={['contact', 'email']}
              label={t('admin.settings.email')}
              width="md"
              rules={[max(100), { type: 'email', message: t('admin.settings.emailInvalid') }]}
              fieldProps={{ maxLength: 100, autoComplete: 'off' }}
            />
            <ProFormText name={['contact', 'address']} label={t('admin.settings.address')} width="lg" rules={[max(200)]} fieldProps={{ maxLength: 200, autoComplete: 'off' }} />
          </ProFormGroup>
          <ProFormText name="icp" label={t('admin.settings.icp')} width="md" extra={t('admin.settings.icpHelp')} rules={[max(60)]} fieldProps={{ maxLength: 60 }} />
          <ProFormCheckbox.Group name="sections" label={t('admin.settings.sections')} extra={t('admin.settings.sectionsHelp')} options={sectionOptions} />
        </ProForm>
      </ProCard>
    );
  }

  return (
    <PageContainer title={t('admin.menu.settings')} content={t('admin.settings.intro')}>
      {body}
    </PageContainer>
  );
}
