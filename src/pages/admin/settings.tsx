/**
 * 站点设置 (admins): the site's name, publisher and compiler, description, contact, filing numbers and
 * the sections it shows; below, the trade set-up (外贸设置, its own form and operation). The public site picks a change up within a minute (its answers are cached).
 */
import { PageContainer, ProCard, ProForm, type ProFormInstance } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { App, type ButtonProps } from 'antd';
import { useRef } from 'react';
import SiteSettingsFields, { settingsOfForm } from '@/components/admin/SiteSettingsFields';
import TradeSetupCard from '@/components/admin/TradeSetupCard';
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
              const next = settingsOfForm(values);
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
          <SiteSettingsFields />
        </ProForm>
      </ProCard>
    );
  }

  return (
    <PageContainer title={t('admin.menu.settings')} content={t('admin.settings.intro')}>
      {body}
      <TradeSetupCard />
    </PageContainer>
  );
}
