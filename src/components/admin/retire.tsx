/**
 * Retiring a company, product, brand or raw material (issue 45): 「停用」 on its page (editors) asks
 * for the reason and submits a revision that, once a reviewer approves it, hides it from visitors
 * (kept, never deleted); 「已停用」 marks it on its list and page.
 */
import { StopOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { App, Alert, Button } from 'antd';
import { useState } from 'react';
import type { InitialState } from '@/config/initialState';
import { useT } from '@/hooks/useT';
import type { Revision, Role } from '@/types/admin';
import { ToneTag } from './ArticleStateTag';
import { useFail } from './index';
import { ReasonDialog } from './review';

/** The signed-in account's role (null: signed out). */
export function useRole(): Role | null {
  const { initialState } = useModel('@@initialState') as {
    initialState: InitialState | undefined;
  };
  return initialState?.admin?.account.role ?? null;
}

/** 「已停用」: a reviewer approved its retirement (hidden from visitors, kept). */
export function RetiredTag({ retiredAt, testId }: { retiredAt?: string | null; testId?: string }) {
  const { t } = useT();
  if (!retiredAt) return null;
  return (
    <ToneTag tone="grey" testId={testId}>
      {t('admin.catalogue.retired')}
    </ToneTag>
  );
}

/** 「停用」 and its dialog (editors, while it is not retired); the server's refusal (409: one waits for review…) said in the reader's language. */
export function RetireButton<Item>(props: { name: string; retiredAt?: string | null; retire: (reason: string) => Promise<Item>; onDone: (next: Item) => void }) {
  const { t } = useT();
  const { message } = App.useApp();
  const fail = useFail();
  const role = useRole();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (role !== 'editor' || props.retiredAt) return null;
  return (
    <>
      <Button danger icon={<StopOutlined />} onClick={() => setOpen(true)} data-testid="retire" autoInsertSpace={false}>
        {t('admin.catalogue.retire')}
      </Button>
      <ReasonDialog
        open={open}
        title={t('admin.catalogue.retireTitle', { name: props.name })}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={async (reason) => {
          setBusy(true);
          try {
            const next = await props.retire(reason);
            message.success(t('admin.catalogue.retireSubmitted'));
            setOpen(false);
            props.onDone(next);
          } catch (e) {
            fail(e);
          } finally {
            setBusy(false);
          }
        }}
        confirm={{
          label: t('admin.catalogue.retireConfirm'),
          testId: 'retire-confirm',
          danger: true,
        }}
        field={{
          labelId: 'admin.catalogue.retireReason',
          extra: t('admin.catalogue.retireHelp'),
          testId: 'retire-reason',
          max: 500,
        }}
      >
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('admin.catalogue.retireEffect')} />
      </ReasonDialog>
    </>
  );
}

/** Over the page while the latest revision asks to retire it: the editor's reason, for the reviewer. */
export function RetireNotice({ latest }: { latest: Revision<unknown> | null }) {
  const { t } = useT();
  if (!latest?.retireReason || latest.state !== 'submitted') return null;
  return <Alert type="warning" showIcon data-testid="retire-notice" message={t('admin.catalogue.retireAsked', { rev: latest.rev })} description={latest.retireReason} />;
}
