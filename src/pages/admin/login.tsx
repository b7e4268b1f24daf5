/** 登录后台: name and password; a one-time password leads to changing it, then where the visitor was going. */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LoginForm, ProFormText } from '@ant-design/pro-components';
import { history, useModel, useSearchParams } from '@umijs/max';
import { Alert } from 'antd';
import { useState } from 'react';
import { initialStateOf, type InitialState } from '@/config/initialState';
import { afterSignIn, CHANGE_PASSWORD } from '@/config/admin';
import { useT } from '@/hooks/useT';
import { signIn } from '@/services/admin';
import { useFailureText } from '@/components/admin';

export default function AdminLogin() {
  const { t } = useT();
  const failureText = useFailureText();
  const [params] = useSearchParams();
  const { initialState, setInitialState } = useModel('@@initialState') as { initialState: InitialState; setInitialState: (s: InitialState) => Promise<void> };
  const [failure, setFailure] = useState<string | null>(null);
  const required = (label: string) => [{ required: true, message: t('admin.login.required', { label }) }];

  const submit = async (values: { name: string; password: string }) => {
    setFailure(null);
    try {
      const session = await signIn(values);
      await setInitialState(initialStateOf(initialState.site, session));
      history.replace(session.account.mustChangePassword ? CHANGE_PASSWORD : afterSignIn(params.get('next')));
    } catch (e) {
      setFailure(failureText(e));
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f6f8' }}>
      <LoginForm<{ name: string; password: string }>
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('admin.login.title')}</h1>}
        subTitle={initialState.site ? t('admin.login.subtitle', { site: initialState.site.name }) : t('admin.setup.waitAdmin')}
        submitter={{ searchConfig: { submitText: t('admin.login.submit') } }}
        onFinish={async (values) => {
          await submit(values);
          return true;
        }}
      >
        {failure && <Alert type="error" showIcon role="alert" message={t('admin.login.failed')} description={failure} style={{ marginBottom: 24 }} data-testid="sign-in-error" />}
        <ProFormText
          name="name"
          label={t('admin.login.name')}
          fieldProps={{ size: 'large', prefix: <UserOutlined />, autoComplete: 'username', autoFocus: true }}
          rules={required(t('admin.login.name'))}
        />
        <ProFormText.Password
          name="password"
          label={t('admin.login.password')}
          fieldProps={{ size: 'large', prefix: <LockOutlined />, autoComplete: 'current-password' }}
          rules={required(t('admin.login.password'))}
        />
      </LoginForm>
    </div>
  );
}
