/**
 * 设置站点 (admins): the first step of an office whose server starts empty — the site's code and its
 * settings. The layout leads an admin here while the server has no site; once there is one, this
 * page is the settings page's business and sends there. A logo is a picture stored on the site, so
 * the chosen file is uploaded and named in the settings once the site exists.
 */
import { PageContainer, ProCard, ProForm, ProFormText } from '@ant-design/pro-components';
import { history, Navigate, useModel } from '@umijs/max';
import { App, type ButtonProps } from 'antd';
import SiteSettingsFields, { settingsOfForm, type SiteSettingsValues } from '@/components/admin/SiteSettingsFields';
import { useFail, useFailureText } from '@/components/admin';
import { ADMIN_HOME } from '@/config/admin';
import { SECTIONS } from '@/config/sections';
import { useT } from '@/hooks/useT';
import { createSite, updateSiteSettings, uploadSiteLogo } from '@/services/admin';

/** As the server checks it (docs/openapi.yaml SiteSetup.code). */
const CODE = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export default function AdminSetup() {
  const { t } = useT();
  const { message } = App.useApp();
  const fail = useFail();
  const failureText = useFailureText();
  const { initialState, refresh } = useModel('@@initialState');
  if (initialState?.site) return <Navigate to="/admin/settings" replace />;

  return (
    <PageContainer title={t('admin.setup.title')} content={t('admin.setup.intro')}>
      <ProCard>
        <ProForm<SiteSettingsValues & { code?: string }>
          style={{ maxWidth: 880 }}
          initialValues={{ sections: SECTIONS.map((s) => s.key) }}
          submitter={{ searchConfig: { submitText: t('admin.setup.submit') }, resetButtonProps: false, submitButtonProps: { 'data-testid': 'setup-submit' } as ButtonProps }}
          onFinish={async ({ code, logoFile, ...values }) => {
            const settings = settingsOfForm(values);
            try {
              await createSite({ code: code ?? '', settings });
            } catch (e) {
              fail(e);
              return false;
            }
            // The site exists whatever becomes of its logo: a refused picture is said, and set again in 站点设置.
            if (logoFile) {
              try {
                const { url } = await uploadSiteLogo(logoFile);
                await updateSiteSettings({ ...settings, logo: url });
              } catch (e) {
                message.error(t('admin.setup.logoFailed', { reason: failureText(e) }));
              }
            }
            try {
              message.success(t('admin.setup.done'));
              // The portal reads the new site (its name, sections) as every page does.
              await refresh();
              history.replace(ADMIN_HOME);
              return true;
            } catch (e) {
              fail(e);
              return false;
            }
          }}
        >
          <ProFormText
            name="code"
            label={t('admin.setup.code')}
            width="md"
            extra={t('admin.setup.codeHelp')}
            // No room for a stray space or capital in what becomes every address's code.
            normalize={(v: string) => v.trim().toLowerCase()}
            rules={[
              { required: true, message: t('admin.login.required', { label: t('admin.setup.code') }) },
              { pattern: CODE, message: t('admin.setup.codeInvalid') },
            ]}
            fieldProps={{ maxLength: 40, autoComplete: 'off' }}
          />
          <SiteSettingsFields newSite />
        </ProForm>
      </ProCard>
    </PageContainer>
  );
}
