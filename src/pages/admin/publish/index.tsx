/**
 * 指数发布 (issue 22; every role reads, editors import and submit): the families with their latest
 * period and the one due next (its release slot); a family and a period (the next, or a released one
 * to revise) → 下载模板; the filled file uploaded (XLSX or CSV) → its report (counts, the issues,
 * errors first; what visitors will see); without errors the submission (a revision's reason, the
 * publishing time: the slot, now or a chosen time); and the publications, by state. A switch at the
 * top publishes the other datasets the same way (原材料价格 / 进出口 / 品牌排行): a period typed in
 * its form, the template, the upload and its report, the submission (published on approval). For a
 * reviewer or an admin, who cannot import, the publications come first.
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, Link, useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, DatePicker, Form, Input, Radio, Segmented, Select, Space, Table, Typography, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { InitialState } from '@/app';
import { emptyText, ListFailed, LoadFailed, Loading, useFail, useFailureText } from '@/components/admin';
import { ByWhen, ImportReportView, periodName, PUBLISHING_DATASETS, PublicationStateTag, subjectName } from '@/components/admin/publish';
import { maxLength, required, when } from '@/components/admin/review';
import { UploadProgress, UploadRefused, useCheckedUpload } from '@/components/admin/uploads';
import { useT } from '@/hooks/useT';
import { downloadIndexTemplate, importIndexFigures, importIndexHistory, listIndexPublications, listPublishingFamilies, submitIndexPublication } from '@/services/admin';
import { getIndexSnapshot } from '@/services/indices';
import type { ImportReport, IndexPublication, PublicationState, PublishingDataset, PublishingFamily } from '@/types/admin';

const FIGURES_ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';
const STATES: PublicationState[] = ['submitted', 'returned', 'approved', 'published', 'withdrawn'];

function FamiliesTable({ families }: { families: PublishingFamily[] }) {
  const { t, intl } = useT();
  return (
    <Card title={t('admin.publish.families')}>
      <Table<PublishingFamily>
        rowKey="projId"
        size="small"
        pagination={false}
        dataSource={families}
        scroll={{ x: 720 }}
        locale={{ emptyText: emptyText(t('admin.publish.familiesEmpty')) }}
        columns={[
          { title: t('admin.publish.family'), key: 'name', render: (_, f) => f.name },
          { title: t('admin.publish.frequency'), key: 'frequency', width: 90, render: (_, f) => t(`admin.publish.frequency.${f.frequency}`) },
          {
            title: t('admin.publish.latest'),
            key: 'latest',
            render: (_, f) =>
              f.latest ? (
                <span>
                  {periodName(f.latest.period, intl)}
                  <br />
                  <Typography.Text type="secondary">{t('admin.publish.publishedAt', { time: when(f.latest.publishedAt) })}</Typography.Text>
                </span>
              ) : (
                <Typography.Text type="secondary">{t('admin.publish.none')}</Typography.Text>
              ),
          },
          {
            title: t('admin.publish.next'),
            key: 'next',
            render: (_, f) => (
              <span data-testid={`family-next-${f.projId}`}>
                {periodName(f.next.period, intl)}
                <br />
                <Typography.Text type="secondary">{t('admin.publish.slot', { time: when(f.next.slot) })}</Typography.Text>
              </span>
            ),
          },
          {
            title: t('admin.cls.title'),
            key: 'classification',
            width: 110,
            render: (_, f) => (
              <Link to={`/admin/publish/classification?projId=${f.projId}`} data-testid={`family-classification-${f.projId}`}>
                {t('admin.cls.open')}
              </Link>
            ),
          },
        ]}
      />
    </Card>
  );
}

type When = 'slot' | 'now' | 'at';
interface SubmitValues {
  reason?: string;
  when: When;
  at?: Dayjs;
}

/** Without errors: the reason (required for a revision) and the publishing time (an index family's only), then 提交审核. */
function SubmitForm({ report, family }: { report: ImportReport; family: PublishingFamily | null }) {
  const { t, intl } = useT();
  const { message } = App.useApp();
  const fail = useFail();
  const [form] = Form.useForm<SubmitValues>();
  const [busy, setBusy] = useState(false);
  const revision = report.revision !== null;
  // The family's slot is the next period's; a revision is published when approved.
  const slot = family && !revision && report.period === family.next.period ? family.next.slot : null;
  const whenValue = Form.useWatch('when', form);
  const period = periodName(report.period, intl, report.dataset);

  const onFinish = async (values: SubmitValues) => {
    setBusy(true);
    try {
      // The other datasets are published on approval: no time is sent.
      const publishAt = !family ? null : values.when === 'now' ? new Date().toISOString() : values.when === 'at' ? values.at!.toISOString() : null;
      const pub = await submitIndexPublication({ importId: report.id, reason: values.reason?.trim() || null, publishAt });
      message.success(t('admin.publish.submitted', { period }));
      history.push(`/admin/publish/${pub.id}`);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('admin.publish.submitTitle')}>
      <Form<SubmitValues> form={form} layout="vertical" style={{ maxWidth: 640 }} initialValues={{ when: slot ? 'slot' : 'now' }} onFinish={onFinish}>
        <Form.Item
          name="reason"
          label={t(revision ? 'admin.publish.reason' : 'admin.publish.note')}
          extra={t(revision ? 'admin.publish.reasonHelp' : 'admin.publish.noteHelp')}
          rules={[...(revision ? [required(t, 'admin.publish.reason', true)] : []), maxLength(t, 1000)]}
        >
          <Input.TextArea rows={3} maxLength={1000} showCount data-testid="publish-reason" />
        </Form.Item>
        {family ? (
          <Form.Item name="when" label={t('admin.publish.when')} extra={t('admin.publish.whenHelp')}>
            <Radio.Group data-testid="publish-when">
              <Space direction="vertical">
                {slot && <Radio value="slot">{t('admin.publish.whenSlot', { time: when(slot) })}</Radio>}
                <Radio value="now">{t('admin.publish.whenNow')}</Radio>
                <Radio value="at">{t('admin.publish.whenAt')}</Radio>
              </Space>
            </Radio.Group>
          </Form.Item>
        ) : (
          <Alert style={{ marginBottom: 16 }} type="info" showIcon message={t('admin.publish.onApproval')} data-testid="publish-on-approval" />
        )}
        {whenValue === 'at' && (
          <Form.Item name="at" label={t('admin.publish.at')} rules={[{ required: true, message: t('admin.publish.atRequired') }]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid="publish-at" />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={busy} data-testid="publish-submit" autoInsertSpace={false}>
          {t('admin.publish.submit')}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * The template, the upload and its report, then the submission, for the period chosen in the
 * fields above them (`children`); `ready` false while that period is not well formed.
 */
function FiguresStep(props: { projId: number; period: string; dataset?: Exclude<PublishingDataset, 'index'>; family: PublishingFamily | null; canImport: boolean; ready?: boolean; children: ReactNode }) {
  const { projId, period, dataset, family, canImport, ready = true, children } = props;
  const { t } = useT();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { inFlight, result: report, refused, clear, customRequest } = useCheckedUpload((file, name, onProgress) => importIndexFigures(projId, period, file, name, onProgress, dataset));
  const [downloading, setDownloading] = useState(false);
  useEffect(clear, [clear, projId, period]);

  const download = async () => {
    setDownloading(true);
    try {
      message.success(t('admin.publish.templateSaved', { name: await downloadIndexTemplate(projId, period, dataset) }));
    } catch (e) {
      message.error(t('admin.publish.templateFailed', { reason: failureText(e) }));
    } finally {
      setDownloading(false);
    }
  };

  const blocked = !ready || inFlight.length > 0;
  return (
    <>
      <Card title={t('admin.publish.step')}>
        <Form layout="vertical" style={{ maxWidth: 640 }}>
          {children}
          <Space wrap align="start">
            <Button icon={<DownloadOutlined />} onClick={download} loading={downloading} disabled={!ready} data-testid="publish-template">
              {t('admin.publish.template')}
            </Button>
            {canImport && (
              <div data-testid="publish-upload">
                <Upload accept={FIGURES_ACCEPT} showUploadList={false} customRequest={customRequest} disabled={blocked}>
                  <Button type="primary" icon={<UploadOutlined />} disabled={blocked}>
                    {t('admin.publish.upload')}
                  </Button>
                </Upload>
                <div>
                  <Typography.Text type="secondary">{t('admin.publish.uploadHelp')}</Typography.Text>
                </div>
              </div>
            )}
          </Space>
          {!canImport && <Alert style={{ marginTop: 16 }} type="info" showIcon message={t('admin.publish.editorsOnly')} />}
          <UploadProgress inFlight={inFlight} />
          <UploadRefused refused={refused} testId="publish-upload-error" />
        </Form>
      </Card>
      {report && <ImportReportView report={report} />}
      {report && report.errors === 0 && canImport && <SubmitForm key={report.id} report={report} family={family} />}
    </>
  );
}

/** A family and a period (the next, or a released one to revise), then the figures' step. */
function ImportPanel({ families, canImport }: { families: PublishingFamily[]; canImport: boolean }) {
  const { t, intl } = useT();
  const [projId, setProjId] = useState(families[0].projId);
  const family = families.find((f) => f.projId === projId) ?? families[0];
  const [period, setPeriod] = useState(family.next.period);
  // The released periods (to revise one): what the public site lists, newest first.
  const { data: released } = useRequest(async (): Promise<string[]> => (await getIndexSnapshot(family.projId, undefined, { silent: true })).periods, {
    refreshDeps: [family.projId],
    onError: () => undefined,
  });
  // Back to the next period when the family or its next period changes — not when the list of families is
  // fetched again (a new object for the same family), which threw away a released period chosen to revise.
  useEffect(() => {
    setPeriod(family.next.period);
  }, [family.projId, family.next.period]);
  // The next period is the only new one an import takes, from its first day on: before it, said here, not after an upload.
  const later = family.next.importable === false;
  const notYet = later && period === family.next.period;

  const options = useMemo(
    () => [
      {
        label: t('admin.publish.groupNext'),
        options: [
          {
            value: family.next.period,
            label: later
              ? t('admin.publish.nextOptionLater', { period: periodName(family.next.period, intl), day: family.next.importableFrom })
              : t('admin.publish.nextOption', { period: periodName(family.next.period, intl) }),
          },
        ],
      },
      ...(released?.length
        ? [{ label: t('admin.publish.groupRevise'), options: released.filter((p) => p !== family.next.period).map((p) => ({ value: p, label: t('admin.publish.reviseOption', { period: periodName(p, intl) }) })) }]
        : []),
    ],
    [t, intl, family, released, later],
  );

  return (
    <FiguresStep projId={family.projId} period={period} family={family} canImport={canImport} ready={!notYet}>
      <Form.Item label={t('admin.publish.family')} htmlFor="publish-family">
        <Select id="publish-family" data-testid="publish-family" value={family.projId} onChange={setProjId} options={families.map((f) => ({ value: f.projId, label: f.name }))} />
      </Form.Item>
      <Form.Item label={t('admin.publish.period')} htmlFor="publish-period">
        <Select id="publish-period" data-testid="publish-period" value={period} onChange={setPeriod} options={options} showSearch optionFilterProp="label" />
      </Form.Item>
      {notYet && (
        <Alert
          style={{ marginBottom: 16 }}
          type="warning"
          showIcon
          data-testid="publish-not-yet"
          message={t('admin.publish.notYet', { period: periodName(family.next.period, intl), day: family.next.importableFrom })}
          description={released?.length ? t('admin.publish.notYetRevise') : undefined}
        />
      )}
    </FiguresStep>
  );
}

/**
 * 导入历史数据 (issue 45): years of a family's values in one file (long: 代码/期间/定基; wide: codes ×
 * periods), checked with every period's rules, then submitted as one publication a reviewer approves.
 */
function HistoryPanel({ families }: { families: PublishingFamily[] }) {
  const { t } = useT();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const [projId, setProjId] = useState(families[0].projId);
  const [submitted, setSubmitted] = useState<IndexPublication | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { inFlight, result: report, refused, clear, customRequest } = useCheckedUpload((file, name, onProgress) => {
    setSubmitted(null);
    return importIndexHistory(projId, file, name, onProgress);
  });
  useEffect(() => {
    clear();
    setSubmitted(null);
  }, [clear, projId]);
  const submit = async () => {
    if (!report) return;
    setSubmitting(true);
    try {
      setSubmitted(await submitIndexPublication({ importId: report.id }));
      message.success(t('admin.history.submitted'));
    } catch (e) {
      message.error(failureText(e));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Card title={t('admin.history.title')} data-testid="history-panel">
        <Form layout="vertical" style={{ maxWidth: 640 }}>
          <Typography.Paragraph type="secondary">{t('admin.history.help')}</Typography.Paragraph>
          <Form.Item label={t('admin.history.family')} htmlFor="history-family">
            <Select id="history-family" data-testid="history-family" value={projId} onChange={setProjId} options={families.map((f) => ({ value: f.projId, label: f.name }))} />
          </Form.Item>
          <div data-testid="history-upload">
            <Upload accept={FIGURES_ACCEPT} showUploadList={false} customRequest={customRequest} disabled={inFlight.length > 0}>
              <Button icon={<UploadOutlined />} disabled={inFlight.length > 0}>
                {t('admin.history.upload')}
              </Button>
            </Upload>
          </div>
          <UploadProgress inFlight={inFlight} />
          <UploadRefused refused={refused} testId="history-upload-error" />
        </Form>
      </Card>
      {report && <ImportReportView report={report} />}
      {report && report.errors === 0 && (
        <Card title={t('admin.history.submitTitle')}>
          {submitted ? (
            <Alert type="success" showIcon data-testid="history-submitted" message={<Link to={`/admin/publish/${submitted.id}`}>{t('admin.history.submittedLink', { label: submitted.label })}</Link>} />
          ) : (
            <Button type="primary" loading={submitting} onClick={submit} data-testid="history-submit">
              {t('admin.history.submit')}
            </Button>
          )}
        </Card>
      )}
    </>
  );
}

const PERIOD_FORMS: Record<Exclude<PublishingDataset, 'index'>, RegExp> = { materials: /^\d{4}-\d{2}-\d{2}$/, trade: /^\d{4}-\d{2}$/, brands: /^\d{4}$/ };

/** A first period to offer: today's quote day, last month, this year (Beijing); the server says whether it is new, a revision or out of turn. */
function suggestedPeriod(dataset: Exclude<PublishingDataset, 'index'>, now = new Date()): string {
  const beijing = new Date(now.getTime() + 8 * 3_600_000);
  if (dataset === 'materials') return beijing.toISOString().slice(0, 10);
  if (dataset === 'brands') return String(beijing.getUTCFullYear());
  const lastMonth = new Date(Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth() - 1, 1));
  return lastMonth.toISOString().slice(0, 7);
}

/** Another dataset: its period typed in its form, then the figures' step (published on approval). */
export function DatasetPanel({ dataset, canImport }: { dataset: Exclude<PublishingDataset, 'index'>; canImport: boolean }) {
  const { t } = useT();
  const [period, setPeriod] = useState(() => suggestedPeriod(dataset));
  const help = t(`admin.publish.periodHelp.${dataset}`);
  const wellFormed = PERIOD_FORMS[dataset].test(period.trim());

  return (
    <FiguresStep projId={0} period={period.trim()} dataset={dataset} family={null} canImport={canImport} ready={wellFormed}>
      <Form.Item
        label={t('admin.publish.period')}
        htmlFor="dataset-period"
        validateStatus={wellFormed ? undefined : 'error'}
        help={wellFormed ? help : t('admin.publish.periodFormat', { help })}
      >
        <Input id="dataset-period" data-testid="dataset-period" value={period} onChange={(e) => setPeriod(e.target.value)} style={{ maxWidth: 240 }} />
      </Form.Item>
    </FiguresStep>
  );
}

function PublicationsTable({ families, dataset }: { families: PublishingFamily[]; dataset: PublishingDataset }) {
  const { t, intl } = useT();
  const [state, setState] = useState<PublicationState | ''>('');
  const { data, error, loading, refresh } = useRequest(() => listIndexPublications({ state: state || undefined, dataset }), { refreshDeps: [state, dataset], onError: () => undefined });
  return (
    <Card
      title={t('admin.publish.publications')}
      extra={
        <Space>
          <label htmlFor="publication-state">{t('admin.publish.stateFilter')}</label>
          <Select
            id="publication-state"
            data-testid="publication-state-filter"
            style={{ width: 160 }}
            value={state}
            onChange={setState}
            options={[{ value: '', label: t('admin.publish.all') }, ...STATES.map((s) => ({ value: s, label: t(`admin.publish.state.${s}`) }))]}
          />
        </Space>
      }
    >
      {error && <ListFailed title={t('admin.publish.pubsFailed')} error={error} testId="publications-error" onRetry={refresh} />}
      <Table<IndexPublication>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={error ? [] : (data ?? [])}
        pagination={{ defaultPageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 900 }}
        locale={{ emptyText: emptyText(t('admin.publish.pubsEmpty')) }}
        columns={[
          {
            title: t('admin.publish.period'),
            key: 'period',
            render: (_, p) => (
              <Link to={`/admin/publish/${p.id}`} data-testid={`publication-link-${p.id}`}>
                {subjectName(p, families, t)} · {p.kind === 'history' ? p.label : periodName(p.period, intl, p.dataset)}
              </Link>
            ),
          },
          { title: t('admin.publish.kind'), key: 'kind', width: 100, render: (_, p) => t(`admin.publish.kind.${p.kind}`) },
          { title: t('admin.publish.state'), key: 'state', width: 140, render: (_, p) => <PublicationStateTag state={p.state} /> },
          { title: t('admin.publish.submittedCol'), key: 'submitted', render: (_, p) => <ByWhen name={p.submittedBy} displayName={p.submittedByDisplayName} at={p.submittedAt} /> },
          { title: t('admin.publish.reviewedCol'), key: 'reviewed', render: (_, p) => <ByWhen name={p.reviewedBy} displayName={p.reviewedByDisplayName} at={p.reviewedAt} /> },
          { title: t('admin.publish.timeCol'), key: 'time', width: 160, render: (_, p) => when(p.publishedAt ?? p.publishAt) || '—' },
        ]}
      />
    </Card>
  );
}

export default function AdminPublish() {
  const { t } = useT();
  const { initialState } = useModel('@@initialState') as { initialState: InitialState };
  const canImport = initialState.admin?.account.role === 'editor';
  // The page shows a failure itself.
  const { data: families, error, loading, refresh } = useRequest(listPublishingFamilies, { onError: () => undefined });
  const [dataset, setDataset] = useState<PublishingDataset>('index');

  let body;
  if (error && !families) body = <LoadFailed title={t('admin.publish.familiesFailed')} error={error} retrying={loading} onRetry={refresh} />;
  else if (!families) body = <Loading />;
  else
    body = (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Segmented<PublishingDataset>
          aria-label={t('admin.publish.datasetSwitch')}
          data-testid="publish-dataset"
          value={dataset}
          onChange={setDataset}
          options={PUBLISHING_DATASETS.map((d) => ({ value: d, label: t(`admin.publish.dataset.${d}`) }))}
        />
        {/* A reviewer or an admin comes for what waits: the publications first, above a form only editors use. */}
        {!canImport && <PublicationsTable families={families} dataset={dataset} />}
        {dataset === 'index' && <FamiliesTable families={families} />}
        {dataset === 'index' && families.length > 0 && <ImportPanel families={families} canImport={canImport} />}
        {dataset === 'index' && families.length > 0 && canImport && <HistoryPanel families={families} />}
        {dataset !== 'index' && <DatasetPanel key={dataset} dataset={dataset} canImport={canImport} />}
        {canImport && <PublicationsTable families={families} dataset={dataset} />}
      </Space>
    );
  return (
    <PageContainer title={t('admin.menu.publish')} content={t('admin.publish.intro')}>
      {body}
    </PageContainer>
  );
}
