/**
 * 分类体系 (issue 45; every role reads, editors import and submit, reviewers approve): a family's
 * category tree as a workbook — 下载模板 (the tree in force, or an empty sheet with an example), the
 * edited file uploaded with the period it takes effect from and the office's note, its issues (by
 * sheet, row and column) or its diff against the tree in force (added / removed / renamed / moved /
 * reweighted, colour-coded), 提交审核; the family's proposed trees with their state, which another
 * account approves or sends back (four eyes, enforced by the server).
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useModel, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Form, Input, Select, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { InitialState } from '@/app';
import { emptyText, LoadFailed, Loading, useFail } from '@/components/admin';
import { when } from '@/components/admin/review';
import { useT } from '@/hooks/useT';
import { downloadClassificationTemplate, importClassification, listClassificationChanges, listPublishingFamilies, reviewClassificationChange, submitClassificationChange } from '@/services/admin';
import type { ClassificationChange, ImportIssue, PublishingFamily } from '@/types/admin';
import type { IndexTreeChange } from '@/types/webapi';

const CHANGE_COLOUR: Record<IndexTreeChange['change'], string> = { added: 'green', removed: 'red', renamed: 'blue', moved: 'purple', reweighted: 'orange' };

function DiffTable({ change }: { change: ClassificationChange }) {
  const { t } = useT();
  return (
    <Table<IndexTreeChange>
      rowKey={(c) => `${c.change}-${c.nodeId}`}
      size="small"
      pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
      dataSource={change.changes}
      data-testid="classification-diff"
      columns={[
        { title: t('admin.cls.code'), key: 'code', render: (_, c) => c.nodeId },
        { title: t('admin.cls.name'), key: 'name', render: (_, c) => c.name },
        { title: t('admin.cls.level'), key: 'level', width: 70, render: (_, c) => c.level },
        { title: t('admin.cls.change'), key: 'change', width: 110, render: (_, c) => <Tag color={CHANGE_COLOUR[c.change]}>{t(`admin.cls.change.${c.change}`)}</Tag> },
        {
          title: t('admin.cls.detail'),
          key: 'detail',
          render: (_, c) =>
            c.change === 'renamed' ? t('admin.cls.was', { name: c.previousName ?? '' }) : c.change === 'reweighted' ? `${c.weightBefore}% → ${c.weightAfter}%` : '',
        },
      ]}
    />
  );
}

function IssuesTable({ issues }: { issues: ImportIssue[] }) {
  const { t } = useT();
  return (
    <Table<ImportIssue>
      rowKey={(i, n) => `${i.rule}-${i.row}-${n}`}
      size="small"
      pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
      dataSource={issues}
      data-testid="classification-issues"
      columns={[
        { title: t('admin.cls.issueLevel'), key: 'level', width: 80, render: (_, i) => <Tag color={i.level === 'error' ? 'red' : 'gold'}>{t(`admin.cls.issue.${i.level}`)}</Tag> },
        { title: t('admin.cls.where'), key: 'where', width: 220, render: (_, i) => [i.sheet, i.row !== null ? t('admin.cls.row', { row: i.row }) : null, i.column, i.value !== null ? `「${i.value}」` : null].filter(Boolean).join(' · ') },
        { title: t('admin.cls.message'), key: 'message', render: (_, i) => i.message },
      ]}
    />
  );
}

function Counts({ change }: { change: ClassificationChange }) {
  const { t } = useT();
  const { counts } = change;
  return (
    <Space wrap data-testid="classification-counts">
      <span>{t('admin.cls.nodes', { count: counts.nodes })}</span>
      {(['added', 'removed', 'renamed', 'moved', 'reweighted'] as const).map((k) => (
        <Tag key={k} color={CHANGE_COLOUR[k]}>
          {t(`admin.cls.change.${k}`)} {counts[k]}
        </Tag>
      ))}
    </Space>
  );
}

interface ImportValues {
  validFrom: string;
  note: string;
}

function ImportCard({ family, onChanged }: { family: PublishingFamily; onChanged: () => void }) {
  const { t } = useT();
  const { message } = App.useApp();
  const fail = useFail();
  const [form] = Form.useForm<ImportValues>();
  const [report, setReport] = useState<ClassificationChange | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      setReport(await importClassification(family.projId, values.validFrom.trim(), values.note.trim(), file, file.name));
      onChanged();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const submit = async () => {
    setBusy(true);
    try {
      setReport(await submitClassificationChange(family.projId, report!.id!));
      message.success(t('admin.cls.submitted'));
      onChanged();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('admin.cls.importTitle')}>
      <Form<ImportValues> form={form} layout="vertical" style={{ maxWidth: 640 }} initialValues={{ validFrom: family.next.period, note: '' }}>
        <Form.Item name="validFrom" label={t('admin.cls.validFrom')} extra={t(`admin.cls.validFromHelp.${family.frequency}`)} rules={[{ required: true, message: t('admin.cls.validFromRequired') }]}>
          <Input data-testid="classification-valid-from" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item name="note" label={t('admin.cls.note')} extra={t('admin.cls.noteHelp')} rules={[{ max: 500, message: t('admin.cls.noteTooLong') }]}>
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="classification-note" />
        </Form.Item>
        <Upload accept=".xlsx" showUploadList={false} beforeUpload={(file) => (void upload(file), false)}>
          <Button icon={<UploadOutlined />} loading={busy} data-testid="classification-upload">
            {t('admin.cls.upload')}
          </Button>
        </Upload>
      </Form>
      {report && (
        <div style={{ marginTop: 16 }} data-testid="classification-report">
          {report.errors > 0 ? (
            <>
              <Alert type="error" showIcon message={t('admin.cls.hasErrors', { count: report.errors })} style={{ marginBottom: 12 }} />
              <IssuesTable issues={report.issues} />
            </>
          ) : (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Alert type="success" showIcon message={t('admin.cls.checked', { period: report.label })} />
              <Counts change={report} />
              <DiffTable change={report} />
              {report.state === 'checked' && (
                <Button type="primary" onClick={submit} loading={busy} data-testid="classification-submit" autoInsertSpace={false}>
                  {t('admin.cls.submit')}
                </Button>
              )}
            </Space>
          )}
        </div>
      )}
    </Card>
  );
}

function ChangesCard({ family, canReview, changes, refresh }: { family: PublishingFamily; canReview: boolean; changes: ClassificationChange[]; refresh: () => void }) {
  const { t } = useT();
  const { message } = App.useApp();
  const fail = useFail();
  const [comment, setComment] = useState('');
  const [open, setOpen] = useState<number | null>(null);

  const review = async (c: ClassificationChange, decision: 'approve' | 'return') => {
    try {
      await reviewClassificationChange(family.projId, c.id!, { decision, comment: comment.trim() || null });
      message.success(t(decision === 'approve' ? 'admin.cls.approved' : 'admin.cls.returned'));
      setComment('');
      refresh();
    } catch (e) {
      fail(e);
    }
  };

  return (
    <Card title={t('admin.cls.changes')}>
      {canReview && (
        <Input.TextArea
          rows={2}
          maxLength={1000}
          placeholder={t('admin.cls.commentHelp')}
          aria-label={t('admin.cls.comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          style={{ marginBottom: 12 }}
          data-testid="classification-comment"
        />
      )}
      <Table<ClassificationChange>
        rowKey={(c) => String(c.id)}
        size="small"
        dataSource={changes}
        pagination={{ defaultPageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 900 }}
        locale={{ emptyText: emptyText(t('admin.cls.changesEmpty')) }}
        expandable={{ expandedRowKeys: open === null ? [] : [String(open)], onExpand: (o, c) => setOpen(o ? c.id : null), expandedRowRender: (c) => <DiffTable change={c} /> }}
        columns={[
          { title: t('admin.cls.validFrom'), key: 'from', render: (_, c) => c.label },
          { title: t('admin.cls.note'), key: 'note', render: (_, c) => c.note || '—' },
          { title: t('admin.cls.diff'), key: 'counts', render: (_, c) => <Counts change={c} /> },
          { title: t('admin.cls.state'), key: 'state', width: 100, render: (_, c) => <Tag>{t(`admin.cls.state.${c.state}`)}</Tag> },
          { title: t('admin.cls.people'), key: 'people', render: (_, c) => [c.createdBy, c.submittedBy && t('admin.cls.submittedBy', { name: c.submittedBy }), c.reviewedBy && t('admin.cls.reviewedBy', { name: c.reviewedBy, time: when(c.reviewedAt) })].filter(Boolean).join(' · ') },
          ...(canReview
            ? [
                {
                  title: t('admin.cls.actions'),
                  key: 'actions',
                  render: (_: unknown, c: ClassificationChange) =>
                    c.state === 'submitted' ? (
                      <Space>
                        <Button size="small" type="primary" onClick={() => void review(c, 'approve')} data-testid={`classification-approve-${c.id}`} autoInsertSpace={false}>
                          {t('admin.cls.approve')}
                        </Button>
                        <Button size="small" danger onClick={() => void review(c, 'return')} data-testid={`classification-return-${c.id}`} autoInsertSpace={false}>
                          {t('admin.cls.return')}
                        </Button>
                      </Space>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

export default function AdminClassification() {
  const { t } = useT();
  const fail = useFail();
  const { initialState } = useModel('@@initialState') as { initialState: InitialState };
  const role = initialState.admin?.account.role;
  const [params, setParams] = useSearchParams();
  const { data: families, error, loading, refresh } = useRequest(listPublishingFamilies, { onError: () => undefined });
  const projId = Number(params.get('projId')) || families?.[0]?.projId;
  const family = families?.find((f) => f.projId === projId) ?? null;
  const changes = useRequest(() => (family ? listClassificationChanges(family.projId) : Promise.resolve([])), { refreshDeps: [family?.projId], onError: () => undefined });

  let body;
  if (error && !families) body = <LoadFailed title={t('admin.publish.familiesFailed')} error={error} retrying={loading} onRetry={refresh} />;
  else if (!families) body = <Loading />;
  else if (!family) body = <Alert type="info" showIcon message={t('admin.publish.familiesEmpty')} />;
  else
    body = (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap>
          <label htmlFor="classification-family">{t('admin.publish.family')}</label>
          <Select id="classification-family" style={{ minWidth: 240 }} value={family.projId} onChange={(v) => setParams({ projId: String(v) })} options={families.map((f) => ({ value: f.projId, label: f.name }))} data-testid="classification-family" />
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadClassificationTemplate(family.projId).catch(fail)}
            data-testid="classification-template"
          >
            {t('admin.cls.template')}
          </Button>
        </Space>
        <Typography.Paragraph type="secondary">{t('admin.cls.intro')}</Typography.Paragraph>
        {role === 'editor' && <ImportCard key={family.projId} family={family} onChanged={changes.refresh} />}
        <ChangesCard family={family} canReview={role === 'reviewer'} changes={changes.data ?? []} refresh={changes.refresh} />
      </Space>
    );
  return <PageContainer title={t('admin.cls.title')}>{body}</PageContainer>;
}
