/**
 * The session ended while someone worked (idle, a password reset, a new role): instead of a dead end,
 * the back office's layout asks for the password in place (src/services/reauth.ts holds the failed
 * calls meanwhile). Signed in again as the same account, the held calls go out again (保存草稿 is
 * carried out); cancelled, they fail as before and what was typed stays kept in this browser
 * (useLocalDraft). Someone else signing in here gets their own view: the page loads anew, nothing is sent.
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { Alert, Form, Input, Modal, Typography, type ButtonProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { initialStateOf, type InitialState } from '@/config/initialState';
import { useT } from '@/hooks/useT';
import { signIn } from '@/services/admin';
import { setReauthHandler } from '@/services/reauth';
import { useFailureText } from './index';

interface Values {
  name: string;
  password: string;
}

export default function SignInAgain() {
  const { t } = useT();
  const failureText = useFailureText();
  const { initialState, setInitialState } = useModel('@@initialState') as {
    initialState: InitialState;
    setInitialState: (s: InitialState) => Promise<void>;
  };
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);
  // The account this page was opened for (read when the dialog opens, not when it was made).
  const state = useRef(initialState);
  state.current = initialState;

  useEffect(
    () =>
      setReauthHandler(
        () =>
          new Promise<boolean>((resolve) => {
            answer.current = resolve;
            setFailure(null);
            form.setFieldsValue({
              name: state.current.admin?.account.name ?? '',
              password: '',
            });
            setOpen(true);
          }),
      ),
    [form],
  );

  const close = (ok: boolean) => {
    setOpen(false);
    form.setFieldsValue({ password: '' });
    answer.current?.(ok);
    answer.current = null;
  };

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const before = state.current.admin?.account.name;
      const session = await signIn({
        name: values.name.trim(),
        password: values.password,
      });
      if (before && session.account.name !== before) {
        // Someone else: nothing of the other person's is sent on their behalf.
        close(false);
        window.location.reload();
        return;
      }
      await setInitialState(initialStateOf(state.current.site, session));
      // A one-time password is changed first (the layout goes there): the held calls fail, the draft stays kept.
      close(!session.account.mustChangePassword);
    } catch (e) {
      setFailure(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  const required = (label: string) => [{ required: true, message: t('admin.login.required', { label }) }];
  return (
    <Modal
      open={open}
      title={t('admin.reauth.title')}
      okText={t('admin.reauth.submit')}
      cancelText={t('admin.reauth.cancel')}
      onOk={submit}
      onCancel={() => close(false)}
      confirmLoading={busy}
      maskClosable={false}
      forceRender
      okButtonProps={{ 'data-testid': 'reauth-submit' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'reauth-cancel' } as ButtonProps}
    >
      <Typography.Paragraph>{t('admin.reauth.text')}</Typography.Paragraph>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('admin.login.failed')}
          description={failure}
          style={{ marginBottom: 16 }}
          data-testid="reauth-error"
        />
      )}
      <Form<Values> form={form} name="reauth" layout="vertical" onFinish={submit}>
        <Form.Item name="name" label={t('admin.login.name')} rules={required(t('admin.login.name'))}>
          <Input prefix={<UserOutlined />} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('admin.login.password')} rules={required(t('admin.login.password'))}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="reauth-password" autoFocus onPressEnter={submit} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
