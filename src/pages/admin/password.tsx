/** 修改密码: required after a one-time password; ends the account's other sessions. */
import { PageContainer, ProForm, ProFormText } from '@ant-design/pro-components';
import { history, useModel } from '@umijs/max';
import { Alert, App } from 'antd';
import { useEffect, useState } from 'react';
import { initialStateOf, type InitialState } from '@/config/initialState';
import { ADMIN_HOME } from '@/config/admin';
import { useT } from '@/hooks/useT';
import { changePassword } from '@/services/admin';
import { useFailureText } from '@/components/admin';

const MIN = 10;

export default function AdminPassword() {
  const { t } = useT();
  const failureText = useFailureText();
  const { message } = App.useApp();
  const { initialState, setInitialState } = useModel('@@initialState') as { initialState: InitialState; setInitialState: (s: InitialState) => Promise<void> };
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const firstTime = !!initialState.admin?.account.mustChangePassword;
  // Leave once the new state is in force: before, the layout would still send a first-timer back here.
  useEffect(() => {
    if (done && !firstTime) history.replace(ADMIN_HOME);
  }, [done, firstTime]);
  const required = (label: string) => ({ required: true, message: t('admin.login.required', { label }) });

  return (
    <PageContainer title={t('admin.password.title')}>
      <div style={{ maxWidth: 480 }}>
        {firstTime && <Alert type="info" showIcon message={t('admin.password.firstTime')} style={{ marginBottom: 24 }} />}
        {failure && <Alert type="error" showIcon role="alert" message={failure} style={{ marginBottom: 24 }} data-testid="password-error" />}
        <ProForm<{ currentPassword: string; newPassword: string; confirm: string }>
          submitter={{ searchConfig: { submitText: t('admin.password.submit') }, resetButtonProps: false }}
          onFinish={async ({ currentPassword, newPassword }) => {
            setFailure(null);
            try {
              const session = await changePassword({ currentPassword, newPassword });
              await setInitialState(initialStateOf(initialState.site, session));
              message.success(t('admin.password.done'));
              setDone(true);
            } catch (e) {
              setFailure(failureText(e));
            }
            return true;
          }}
        >
          <ProFormText.Password name="currentPassword" label={t('admin.password.current')} fieldProps={{ autoComplete: 'current-password' }} rules={[required(t('admin.password.current'))]} />
          <ProFormText.Password
            name="newPassword"
            label={t('admin.password.new')}
            extra={t('admin.password.rule')}
            fieldProps={{ autoComplete: 'new-password' }}
            rules={[required(t('admin.password.new')), { min: MIN, message: t('admin.password.tooShort') }]}
          />
          <ProFormText.Password
            name="confirm"
            label={t('admin.password.confirm')}
            dependencies={['newPassword']}
            fieldProps={{ autoComplete: 'new-password' }}
            rules={[
              required(t('admin.password.confirm')),
              ({ getFieldValue }) => ({
                validator: (_rule: unknown, value: string) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('admin.password.mismatch')))),
              }),
            ]}
          />
        </ProForm>
      </div>
    </PageContainer>
  );
}
