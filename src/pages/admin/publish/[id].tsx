/**
 * One publication of an index period (every role reads): its state and kind, who imported, submitted
 * and reviewed it and when, the reason and the reviewer's comment, and its import's report. A reviewer
 * approves (warnings acknowledged first: 「我已阅读以上提示」) or sends it back with a comment; never
 * on figures they imported or submitted (the buttons stay, disabled, and say why; the server refuses
 * it too, and its message is shown). An approved index publication (scheduled or out) a reviewer may
 * 撤回 with a reason; a withdrawn one says who took it back, when and why.
 */
import { PageContainer } from '@ant-design/pro-components';
import { Link, useModel } from '@umijs/max';
import { Alert, App, Button, Card, Checkbox, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import type { InitialState } from '@/app';
import ItemPage, { numericId } from '@/components/admin/ItemPage';
import { personName } from '@/components/admin/Person';
import { ByWhen, ImportReportView, periodName, PublicationStateTag, subjectName, WithdrawDialog } from '@/components/admin/publish';
import { useFail } from '@/components/admin';
import { ReturnDialog, useDecision, when, type Busy } from '@/components/admin/review';
import { useT } from '@/hooks/useT';
import { getIndexImport, getIndexPublication, listPublishingFamilies, reviewIndexPublication, withdrawIndexPublication } from '@/services/admin';
import type { ImportReport, IndexPublication, PublishingFamily, ReviewPublicationBody } from '@/types/admin';

interface Loaded {
  publication: IndexPublication;
  report: ImportReport;
  families: PublishingFamily[];
}

async function load(id: number): Promise<Loaded> {
  const publication = await getIndexPublication(id);
  const [report, families] = await Promise.all([getIndexImport(publication.importId), listPublishingFamilies()]);
  return { publication, report, families };
}

const TEXTS = { detail: 'admin.publish.detail', notFound: 'admin.publish.notFound', loadFailed: 'admin.publish.loadFailed', backToList: 'admin.publish.backToList' };

/** 通过 (with the warnings acknowledged) and 退回 for a reviewer; `own`: their own import or submission. */
function ReviewCard({ p, period, own, onDecided }: { p: IndexPublication; period: string; own: boolean; onDecided: (next: IndexPublication) => void }) {
  const { t } = useT();
  const [busy, setBusy] = useState<Busy>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [returning, setReturning] = useState(false);
  const needsAck = p.warnings > 0;
  const noteId = 'publication-own-note';

  const decision = useDecision();
  const decide = (body: ReviewPublicationBody) =>
    decision(body.decision, setBusy, () => reviewIndexPublication(p.id, body), onDecided, (next) => t('admin.publish.approved', { time: when(next.publishedAt) }));

  return (
    <Card data-testid="publication-review">
      <Space direction="vertical" size={12}>
        <Typography.Text strong>{t('admin.publish.reviewPrompt', { period, name: personName(p.submittedBy, p.submittedByDisplayName) ?? '—' })}</Typography.Text>
        {needsAck && (
          <Checkbox checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} disabled={own} data-testid="publication-ack">
            {t('admin.publish.acknowledge')}
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
              {t('admin.publish.acknowledgeHelp', { count: p.warnings })}
            </Typography.Text>
          </Checkbox>
        )}
        <Space wrap>
          <Button
            type="primary"
            data-testid="publication-approve"
            onClick={() => decide({ decision: 'approve', acknowledgeWarnings: needsAck ? acknowledged : undefined })}
            loading={busy === 'approve'}
            disabled={own || (needsAck && !acknowledged) || (busy !== null && busy !== 'approve')}
            aria-describedby={own ? noteId : undefined}
            autoInsertSpace={false}
          >
            {t('admin.article.approve')}
          </Button>
          <Button data-testid="publication-return" onClick={() => setReturning(true)} disabled={own || busy !== null} aria-describedby={own ? noteId : undefined} autoInsertSpace={false}>
            {t('admin.article.return')}
          </Button>
          {own && (
            <Typography.Text id={noteId} data-testid="publication-own-note">
              {t('admin.publish.ownWork')}
            </Typography.Text>
          )}
        </Space>
      </Space>
      <ReturnDialog
        open={returning}
        title={t('admin.publish.returnTitle', { period })}
        busy={busy === 'return'}
        onCancel={() => setReturning(false)}
        onReturn={async (comment) => {
          if (await decide({ decision: 'return', comment })) setReturning(false);
        }}
      />
    </Card>
  );
}

/** 撤回 for a reviewer, on an approved index publication (scheduled or out): the dialog asks why. */
function WithdrawCard({ p, period, onDone }: { p: IndexPublication; period: string; onDone: (next: IndexPublication) => void }) {
  const { t } = useT();
  const { message } = App.useApp();
  const fail = useFail();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const withdraw = async (reason: string) => {
    setBusy(true);
    try {
      const next = await withdrawIndexPublication(p.id, { reason });
      message.success(t('admin.publish.withdrawn'));
      setOpen(false);
      onDone(next);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card data-testid="publication-withdraw">
      <Space wrap>
        <Typography.Text>{t(p.state === 'published' ? 'admin.publish.withdrawPromptPublished' : 'admin.publish.withdrawPromptScheduled')}</Typography.Text>
        <Button danger onClick={() => setOpen(true)} data-testid="publication-withdraw-open" autoInsertSpace={false}>
          {t('admin.publish.withdraw')}
        </Button>
      </Space>
      <WithdrawDialog open={open} publication={p} period={period} busy={busy} onCancel={() => setOpen(false)} onWithdraw={withdraw} />
    </Card>
  );
}

function PublicationView({ loaded, onDecided }: { loaded: Loaded; onDecided: (next: IndexPublication) => void }) {
  const { t, intl } = useT();
  const { initialState } = useModel('@@initialState') as { initialState: InitialState };
  const me = initialState.admin!.account;
  const { publication: p, report, families } = loaded;
  const familyName = subjectName(p, families, t);
  const period = periodName(p.period, intl, p.dataset);
  const own = me.name === p.importedBy || me.name === p.submittedBy;
  const asked = p.publishAt ? when(p.publishAt) : t(p.kind === 'revision' || (p.dataset && p.dataset !== 'index') ? 'admin.publish.askedRevision' : 'admin.publish.askedSlot');
  const text = (v: string | null) => (v ? <span style={{ whiteSpace: 'pre-wrap' }}>{v}</span> : <Typography.Text type="secondary">—</Typography.Text>);

  return (
    <PageContainer
      title={`${familyName} · ${period}`}
      tags={<PublicationStateTag state={p.state} testId="publication-state" />}
      extra={[
        <Link key="list" to="/admin/publish">
          {t('admin.publish.backToList')}
        </Link>,
      ]}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {p.state === 'submitted' && me.role === 'reviewer' && <ReviewCard p={p} period={period} own={own} onDecided={onDecided} />}
        {p.state === 'submitted' && me.role !== 'reviewer' && <Alert type="info" showIcon message={t('admin.publish.waiting')} />}
        {(p.state === 'approved' || p.state === 'published') && p.dataset === 'index' && me.role === 'reviewer' && <WithdrawCard p={p} period={period} onDone={onDecided} />}
        {p.state === 'withdrawn' && (
          <Alert
            type="warning"
            showIcon
            data-testid="publication-withdrawn"
            message={t('admin.publish.withdrawnAlert', { period, name: personName(p.withdrawnBy, p.withdrawnByDisplayName) ?? '—', time: when(p.withdrawnAt) })}
            description={<div style={{ whiteSpace: 'pre-wrap', fontSize: 16, color: '#262626' }}>{p.withdrawReason}</div>}
          />
        )}
        {p.state === 'returned' && (
          <Alert
            type="warning"
            showIcon
            data-testid="publication-returned"
            message={t('admin.publish.returnedAlert', { period, name: personName(p.reviewedBy, p.reviewedByDisplayName) ?? '—' })}
            description={
              <>
                <div style={{ whiteSpace: 'pre-wrap', fontSize: 16, color: '#262626' }}>{p.comment}</div>
                <div style={{ marginTop: 8 }}>{t('admin.publish.reimport')}</div>
              </>
            }
          />
        )}
        <Card>
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 160 } }}>
            <Descriptions.Item label={t(p.dataset && p.dataset !== 'index' ? 'admin.publish.dataset' : 'admin.publish.family')}>{familyName}</Descriptions.Item>
            <Descriptions.Item label={t('admin.publish.period')}>{period}</Descriptions.Item>
            <Descriptions.Item label={t('admin.publish.kind')}>{t(`admin.publish.kind.${p.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.publish.state')}>
              <PublicationStateTag state={p.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.publish.imported')}>
              <ByWhen name={p.importedBy} displayName={p.importedByDisplayName} at={report.createdAt} />
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.publish.submittedCol')}>
              <ByWhen name={p.submittedBy} displayName={p.submittedByDisplayName} at={p.submittedAt} />
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.publish.reviewedCol')}>
              <ByWhen name={p.reviewedBy} displayName={p.reviewedByDisplayName} at={p.reviewedAt} />
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.publish.asked')}>{asked}</Descriptions.Item>
            <Descriptions.Item label={t('admin.publish.timeCol')}>
              <span data-testid="publication-published-at">{when(p.publishedAt) || '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.publish.reasonLabel')}>{text(p.reason)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.publish.comment')}>{text(p.comment)}</Descriptions.Item>
            {p.state === 'withdrawn' && (
              <>
                <Descriptions.Item label={t('admin.publish.withdrawnCol')}>
                  <ByWhen name={p.withdrawnBy} displayName={p.withdrawnByDisplayName} at={p.withdrawnAt} />
                </Descriptions.Item>
                <Descriptions.Item label={t('admin.publish.withdrawReason')}>{text(p.withdrawReason)}</Descriptions.Item>
              </>
            )}
          </Descriptions>
        </Card>
        <ImportReportView report={report} />
      </Space>
    </PageContainer>
  );
}

export default function AdminPublication() {
  return (
    <ItemPage<number, Loaded> parse={numericId} load={load} idOf={(l) => l.publication.id} list="/admin/publish" texts={TEXTS}>
      {(loaded, replace) => <PublicationView loaded={loaded} onDecided={(publication) => replace({ ...loaded, publication })} />}
    </ItemPage>
  );
}
