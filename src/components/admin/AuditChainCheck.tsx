/**
 * 操作日志 → 校验完整性: recomputes the trail's hash chain on the server (GET /admin/audit/verify) and
 * says whether it is whole, with its head to note elsewhere, or names the first row that was changed,
 * removed or moved. A head noted earlier can be checked against: only that catches newest rows removed
 * or a chain recomputed from some row on.
 */
import { Alert, Button, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { verifyAudit } from '@/services/admin';
import type { AuditVerdict } from '@/types/admin';
import { useFailureText } from './index';

const HEAD = /^\d{1,18}:[0-9a-f]{64}$/;

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; verdict: AuditVerdict } | { kind: 'failed'; text: string };

export default function AuditChainCheck({ actionText }: { actionText: (action: string) => string }) {
  const { t } = useT();
  const failureText = useFailureText();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [expected, setExpected] = useState('');
  const [invalid, setInvalid] = useState(false);

  const check = async (head?: string) => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'done', verdict: await verifyAudit(head) });
    } catch (e) {
      setState({ kind: 'failed', text: failureText(e) });
    }
  };
  const checkNoted = () => {
    const head = expected.trim().toLowerCase();
    setInvalid(!HEAD.test(head));
    if (HEAD.test(head)) void check(head);
  };

  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }} data-testid="audit-chain">
      <Space wrap>
        <Button onClick={() => void check()} loading={state.kind === 'loading'}>
          {t('admin.audit.verify')}
        </Button>
        <Input.Search
          style={{ width: 460 }}
          aria-label={t('admin.audit.expect')}
          placeholder={t('admin.audit.expect')}
          enterButton={t('admin.audit.check')}
          value={expected}
          status={invalid ? 'error' : undefined}
          onChange={(e) => setExpected(e.target.value)}
          onSearch={checkNoted}
        />
      </Space>
      {invalid ? <Typography.Text type="danger">{t('admin.audit.expectInvalid')}</Typography.Text> : null}
      {state.kind === 'failed' ? (
        <Alert
          type="error"
          showIcon
          message={t('admin.audit.verifyFailed', { message: state.text })}
          action={
            <Button size="small" onClick={() => void check()}>
              {t('admin.audit.retry')}
            </Button>
          }
        />
      ) : null}
      {state.kind === 'done' ? <Verdict verdict={state.verdict} actionText={actionText} /> : null}
    </Space>
  );
}

function Verdict({ verdict, actionText }: { verdict: AuditVerdict; actionText: (action: string) => string }) {
  const { t } = useT();
  const { broken, head } = verdict;
  if (broken) {
    const at = broken.at ? dayjs(broken.at).format('YYYY-MM-DD HH:mm:ss') : null;
    const row = at && broken.action ? t('admin.audit.brokenRow', { seq: broken.seq, at, action: actionText(broken.action) }) : t('admin.audit.brokenAt', { seq: broken.seq });
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={t('admin.audit.broken')}
        description={`${row}${t(`admin.audit.problem.${broken.problem}`)}${t('admin.audit.wholeBefore', { rows: verdict.rows })}`}
      />
    );
  }
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      message={head ? t('admin.audit.intact', { rows: verdict.rows }) : t('admin.audit.empty')}
      description={
        head ? (
          <Space direction="vertical" size={4}>
            <span>
              {t('admin.audit.head')}
              <Typography.Text code copyable data-testid="audit-head">{`${head.seq}:${head.hash}`}</Typography.Text>
            </span>
            <Typography.Text type="secondary">{t('admin.audit.headHint')}</Typography.Text>
          </Space>
        ) : null
      }
    />
  );
}
