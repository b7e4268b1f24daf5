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
import { Alert, App, Button, Card, Checkbox, DatePicker, Descriptions, Input, Modal, Radio, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import type { InitialState } from '@/app';
import ItemPage, { numericId } from '@/components/admin/ItemPage';
import { personName } from '@/components/admin/Person';
import { ByWhen, ImportReportView, periodName, PublicationStateTag, subjectName, SubmittedValues, WithdrawDialog } from '@/components/admin/publish';
import { useFail } from '@/components/admin';
import { ReturnDialog, useDecision, when, type Busy } from '@/components/admin/review';
import { useT } from '@/hooks/useT';
import { getIndexImport, getIndexPublication, indexImportFileHref, listPublishingFamilies, reviewIndexPublication, withdrawIndexPublication } from '@/services/admin';
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

type Timing = 'default' | 'now' | 'at';

/** A time as the dialog states it: 2026年12月7日 09:30 (the reader's format). */
const moment = (iso: string | number | Dayjs, t: (id: string) => string) => dayjs(iso).format(t('admin.publish.momentFormat'));

/**
 * What 通过 does, confirmed (issue 43): the reviewer decides when it becomes public — the time asked
 * at submission or the family's slot (a revision without one: at once), 立即发布, or a chosen time —
 * with an optional comment, and reads exactly what becomes public when. Another dataset is published
 * on approval: nothing to choose.
 */
function ApproveDialog(props: { open: boolean; p: IndexPublication; report: ImportReport; subject: string; period: string; busy: boolean; onCancel: () => void; onApprove: (body: Pick<ReviewPublicationBody, 'comment' | 'publishNow' | 'publishAt'>) => Promise<void> }) {
  const { t } = useT();
  const { open, p, report, subject, period, busy, onCancel, onApprove } = props;
  // A dataset and a back-load are published on approval: no time to choose.
  const index = p.dataset === 'index' && p.kind !== 'history';
  // What follows without a choice: the submitter's time, else a new period's slot; else at once.
  const defaultAt = p.publishAt ?? (p.kind === 'new' ? p.slotAt : null);
  const [timing, setTiming] = useState<Timing>(defaultAt ? 'default' : 'now');
  const [at, setAt] = useState<Dayjs | null>(null);
  const [comment, setComment] = useState('');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!open) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [open]);
  const count = p.kind === 'revision' ? (report.revision?.changed ?? report.preview?.changes.length ?? 0) : (report.history?.values ?? report.values?.length ?? 0);
  // A time past (a slot gone by) is at once, as the server does it.
  const effective = !index || timing === 'now' ? null : timing === 'at' ? (at ? at.valueOf() : undefined) : defaultAt ? Date.parse(defaultAt) : null;
  const past = timing === 'at' && at !== null && at.valueOf() < now;
  const atOnce = effective === null || (effective !== undefined && effective <= now);
  const values = { family: subject, period, count };
  const effect = effective === undefined ? null : t(`admin.publish.confirmEffect${p.kind === 'revision' ? 'Revision' : ''}${atOnce ? 'Now' : ''}`, { ...values, time: atOnce ? '' : moment(effective!, t) });
  const confirm = () =>
    onApprove({
      comment: comment.trim() || null,
      publishNow: index && timing === 'now' ? true : undefined,
      publishAt: index && timing === 'at' && at ? at.toISOString() : undefined,
    });
  return (
    <Modal
      open={open}
      title={t('admin.publish.approveTitle', { period })}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy}>
          {t('admin.common.cancel')}
        </Button>,
        <Button key="ok" type="primary" data-testid="publication-confirm" loading={busy} disabled={effect === null || past} onClick={confirm} autoInsertSpace={false}>
          {t('admin.publish.approveConfirm')}
        </Button>,
      ]}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {index ? (
          <div>
            <Typography.Text strong id="approve-timing-label">
              {t('admin.publish.when')}
            </Typography.Text>
            <Radio.Group value={timing} onChange={(e) => setTiming(e.target.value as Timing)} aria-labelledby="approve-timing-label" data-testid="approve-timing" style={{ display: 'block', marginTop: 8 }}>
              <Space direction="vertical">
                {defaultAt && <Radio value="default">{t(p.publishAt ? 'admin.publish.timingAsked' : 'admin.publish.timingSlot', { time: moment(defaultAt, t) })}</Radio>}
                <Radio value="now">{t('admin.publish.whenNow')}</Radio>
                <Radio value="at">{t('admin.publish.whenAt')}</Radio>
              </Space>
            </Radio.Group>
            {timing === 'at' && (
              <div style={{ marginTop: 8 }}>
                <DatePicker
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  value={at}
                  onChange={(v) => setAt(v)}
                  needConfirm={false}
                  disabledDate={(d) => d.isBefore(dayjs(now), 'day')}
                  aria-label={t('admin.publish.whenAt')}
                  data-testid="approve-at"
                  status={past ? 'error' : undefined}
                />
                {past && (
                  <div role="alert" style={{ color: '#cf1322', marginTop: 4 }}>
                    {t('admin.publish.timePast')}
                  </div>
                )}
              </div>
            )}
          </div>
        ) : null}
        <div>
          <label htmlFor="approve-comment">
            <Typography.Text strong>{t('admin.publish.approveComment')}</Typography.Text>
          </label>
          <Input.TextArea id="approve-comment" value={comment} onChange={(e) => setComment(e.target.value)} maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} style={{ marginTop: 8 }} data-testid="approve-comment" />
        </div>
        {effect && <Alert type="info" showIcon message={effect} data-testid="approve-effect" />}
      </Space>
    </Modal>
  );
}

/** 通过 (with the warnings acknowledged; it opens the confirmation) and 退回 for a reviewer; `own`: their own import or submission. */
function ReviewCard({ p, report, subject, period, own, onDecided }: { p: IndexPublication; report: ImportReport; subject: string; period: string; own: boolean; onDecided: (next: IndexPublication) => void }) {
  const { t } = useT();
  const [busy, setBusy] = useState<Busy>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [returning, setReturning] = useState(false);
  const [approving, setApproving] = useState(false);
  const needsAck = p.warnings > 0;
  const noteId = 'publication-own-note';

  const decision = useDecision();
  const decide = (body: ReviewPublicationBody) =>
    decision(body.decision, setBusy, () => reviewIndexPublication(p.id, body), onDecided, (next) => t('admin.publish.approved', { time: next.publishedAt ? moment(next.publishedAt, t) : '' }));

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
            onClick={() => setApproving(true)}
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
      <ApproveDialog
        open={approving}
        p={p}
        report={report}
        subject={subject}
        period={period}
        busy={busy === 'approve'}
        onCancel={() => setApproving(false)}
        onApprove={async (body) => {
          if (await decide({ decision: 'approve', acknowledgeWarnings: needsAck ? acknowledged : undefined, ...body })) setApproving(false);
        }}
      />
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
  // A back-load spans many periods: its label names them.
  const period = p.kind === 'history' ? p.label : periodName(p.period, intl, p.dataset);
  const own = me.name === p.importedBy || me.name === p.submittedBy;
  const asked = p.publishAt ? when(p.publishAt) : p.kind === 'new' && p.slotAt ? t('admin.publish.whenSlot', { time: when(p.slotAt) }) : t(p.kind === 'revision' || (p.dataset && p.dataset !== 'index') ? 'admin.publish.askedRevision' : 'admin.publish.askedSlot');
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
        {p.state === 'submitted' && me.role === 'reviewer' && <ReviewCard p={p} report={report} subject={familyName} period={period} own={own} onDecided={onDecided} />}
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
            <Descriptions.Item label={t('admin.publish.file')}>
              <Space wrap>
                <span>{report.fileName}</span>
                <a href={indexImportFileHref(p.importId)} download={report.fileName} data-testid="publication-file">
                  {t('admin.publish.downloadFile')}
                </a>
              </Space>
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
        {report.values && <SubmittedValues values={report.values} />}
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
