/**
 * 账号管理 (admins): every account with its role and state; create one (its one-time password shown
 * once), edit name shown and role, turn off or on, reset the password, lift a lock. The server checks
 * every rule again (the last admin, not oneself, who may do this at all).
 */
import { ModalForm, PageContainer, ProFormSelect, ProFormText, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { App, Badge, Button, Popconfirm, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import type { InitialState } from '@/app';
import { useT } from '@/hooks/useT';
import { createAccount, listAccounts, updateAccount } from '@/services/admin';
import type { AdminAccount, Role, UpdateAccountBody } from '@/types/admin';
import { NewItemForm, useFail, WholeListTable } from '@/components/admin';

const ROLES: Role[] = ['admin', 'editor', 'reviewer'];
const NAME = /^[a-z][a-z0-9._-]{1,31}$/;

export default function AdminAccounts() {
  const { t } = useT();
  const { message, modal } = App.useApp();
  const { initialState } = useModel('@@initialState') as { initialState: InitialState };
  const me = initialState.admin!.account.id;
  const table = useRef<ActionType>();
  const [editing, setEditing] = useState<AdminAccount | null>(null);
  const fail = useFail();
  const roleOptions = ROLES.map((r) => ({ value: r, label: t(`admin.role.${r}`) }));
  const required = (label: string) => ({ required: true, message: t('admin.login.required', { label }) });

  const showPassword = (name: string, password: string) =>
    modal.info({
      title: t('admin.accounts.oneTimeTitle', { name }),
      content: (
        <>
          <Typography.Paragraph>{t('admin.accounts.oneTimeText')}</Typography.Paragraph>
          <Typography.Paragraph copyable code data-testid="one-time-password">
            {password}
          </Typography.Paragraph>
        </>
      ),
      okText: t('admin.common.close'),
    });

  const change = async (a: AdminAccount, body: UpdateAccountBody) => {
    try {
      const r = await updateAccount(a.id, body);
      if (r.oneTimePassword) showPassword(a.name, r.oneTimePassword);
      else message.success(t('admin.accounts.saved'));
      table.current?.reload();
      return true;
    } catch (e) {
      fail(e);
      return false;
    }
  };

  const status = (a: AdminAccount) => {
    // A dot and words: the colour is never the only cue, and the text keeps the page's contrast.
    if (a.disabled) return <Badge status="default" text={t('admin.accounts.status.disabled')} />;
    if (a.lockedUntil) return <Badge status="warning" text={t('admin.accounts.status.locked', { time: dayjs(a.lockedUntil).format('HH:mm') })} />;
    if (a.mustChangePassword) return <Badge status="processing" text={t('admin.accounts.status.new')} />;
    return <Badge status="success" text={t('admin.accounts.status.ok')} />;
  };

  const columns: ProColumns<AdminAccount>[] = [
    { title: t('admin.accounts.name'), dataIndex: 'name', render: (_, a) => `${a.name}${a.id === me ? t('admin.accounts.self') : ''}` },
    { title: t('admin.accounts.displayName'), dataIndex: 'displayName' },
    { title: t('admin.accounts.role'), dataIndex: 'role', render: (_, a) => t(`admin.role.${a.role}`) },
    { title: t('admin.accounts.status'), key: 'status', render: (_, a) => status(a) },
    { title: t('admin.accounts.createdAt'), dataIndex: 'createdAt', render: (_, a) => dayjs(a.createdAt).format('YYYY-MM-DD HH:mm') },
    {
      title: t('admin.accounts.actions'),
      key: 'actions',
      render: (_, a) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(a)}>
            {t('admin.accounts.edit')}
          </Button>
          <Popconfirm title={t('admin.accounts.resetConfirm', { name: a.name })} okText={t('admin.common.ok')} cancelText={t('admin.common.cancel')} onConfirm={() => change(a, { resetPassword: true })}>
            <Button size="small">{t('admin.accounts.reset')}</Button>
          </Popconfirm>
          {a.lockedUntil && (
            <Button size="small" onClick={() => change(a, { unlock: true })}>
              {t('admin.accounts.unlock')}
            </Button>
          )}
          {a.id !== me &&
            (a.disabled ? (
              <Button size="small" onClick={() => change(a, { disabled: false })}>
                {t('admin.accounts.enable')}
              </Button>
            ) : (
              <Popconfirm title={t('admin.accounts.disableConfirm', { name: a.name })} okText={t('admin.common.ok')} cancelText={t('admin.common.cancel')} onConfirm={() => change(a, { disabled: true })}>
                <Button size="small" danger>
                  {t('admin.accounts.disable')}
                </Button>
              </Popconfirm>
            ))}
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={t('admin.menu.accounts')}>
      <WholeListTable<AdminAccount>
        actionRef={table}
        columns={columns}
        load={listAccounts}
        toolBar={[
          <NewItemForm<{ name: string; displayName?: string; role: Role }>
            key="new"
            label={t('admin.accounts.new')}
            onFinish={async (values) => {
              try {
                const r = await createAccount(values);
                table.current?.reload();
                if (r.oneTimePassword) showPassword(r.account.name, r.oneTimePassword);
                return true;
              } catch (e) {
                fail(e);
                return false;
              }
            }}
          >
            <ProFormText
              name="name"
              label={t('admin.accounts.name')}
              extra={t('admin.accounts.nameRule')}
              rules={[required(t('admin.accounts.name')), { pattern: NAME, message: t('admin.accounts.nameRule') }]}
              fieldProps={{ autoComplete: 'off' }}
            />
            <ProFormText name="displayName" label={t('admin.accounts.displayName')} />
            <ProFormSelect name="role" label={t('admin.accounts.role')} options={roleOptions} rules={[required(t('admin.accounts.role'))]} />
          </NewItemForm>,
        ]}
      />
      <ModalForm<{ displayName: string; role: Role }>
        title={editing ? t('admin.accounts.editTitle', { name: editing.name }) : ''}
        open={!!editing}
        initialValues={editing ?? undefined}
        modalProps={{ destroyOnClose: true, onCancel: () => setEditing(null), okText: t('admin.common.ok'), cancelText: t('admin.common.cancel') }}
        onFinish={async (values) => {
          const ok = await change(editing!, { displayName: values.displayName, ...(values.role !== editing!.role ? { role: values.role } : {}) });
          if (ok) setEditing(null);
          return ok;
        }}
      >
        <ProFormText name="displayName" label={t('admin.accounts.displayName')} rules={[required(t('admin.accounts.displayName'))]} />
        <ProFormSelect name="role" label={t('admin.accounts.role')} options={roleOptions} disabled={editing?.id === me} rules={[required(t('admin.accounts.role'))]} />
      </ModalForm>
    </PageContainer>
  );
}
