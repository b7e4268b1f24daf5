/**
 * What the publishing pages share (issue 22; src/pages/admin/publish): a period's name in the
 * reader's language, a publication's state, and an import's report — its counts, its issues (errors
 * first, each message in the reader's language) and what visitors will see once it is published (the
 * headline and its generated summary drawn by the public pages' own component; a revision's values
 * old → new).
 */
import { Alert, Card, Descriptions, Space, Statistic, Table, Typography } from 'antd';
import { useMemo, type HTMLAttributes } from 'react';
import HeadlineBlock from '@/components/index/HeadlineBlock';
import { contributionsOf } from '@/domain/indexMoves';
import { useT, type Translate } from '@/hooks/useT';
import type { ImportIssue, ImportPreview, ImportReport, IndexPublication, PublicationState, PublishingDataset, PublishingFamily } from '@/types/admin';
import { messageFor } from '@/utils/bilingual';
import type { Formatter } from '@/utils/errorText';
import { formatNumber } from '@/utils/format';
import { articleHref } from '@/views/articles';
import { ToneTag, type Tone } from './ArticleStateTag';
import Person from './Person';
import { emptyText } from './index';
import { ReasonDialog, when } from './review';
import styles from './publish.less';

const DAY_MS = 86_400_000;

/**
 * A period key (`2026-11-23`, a week's Monday; `2026-10`, a month; `2026-Q3`, a quarter) as the site names
 * it: 2026年第48周, 2026年10月, 2026年第3季度; another dataset's: a quote day as its date, a brand-ranking edition as its year.
 */
export function periodName(key: string, intl: Formatter, dataset: PublishingDataset = 'index'): string {
  if (dataset === 'materials') return key;
  if (dataset === 'brands') return intl.formatMessage({ id: 'admin.publish.edition' }, { year: key });
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) return intl.formatMessage({ id: 'common.month' }, { year: Number(month[1]), month: Number(month[2]) });
  const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
  if (quarter) return intl.formatMessage({ id: 'common.quarter' }, { year: Number(quarter[1]), quarter: Number(quarter[2]) });
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!day) return key;
  // The ISO week: the one whose Thursday it is, in the year of that Thursday.
  const ms = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const thursday = new Date(ms + (3 - ((new Date(ms).getUTCDay() + 6) % 7)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return intl.formatMessage({ id: 'common.week' }, { year, week });
}

/** The datasets the page publishes, in the order of its switch. */
export const PUBLISHING_DATASETS: PublishingDataset[] = ['index', 'materials', 'trade', 'brands'];

/** What a publication is of: its index family's name, or the dataset's. */
export function subjectName(p: { dataset?: PublishingDataset; projId: number }, families: PublishingFamily[] | undefined, t: Translate): string {
  if (p.dataset && p.dataset !== 'index') return t(`admin.publish.dataset.${p.dataset}`);
  return families?.find((f) => f.projId === p.projId)?.name ?? String(p.projId);
}

const STATE_TONES: Record<PublicationState, Tone> = { submitted: 'blue', returned: 'orange', approved: 'purple', published: 'green', withdrawn: 'grey' };

export function PublicationStateTag({ state, testId }: { state: PublicationState; testId?: string }) {
  const { t } = useT();
  return (
    <ToneTag tone={STATE_TONES[state]} testId={testId}>
      {t(`admin.publish.state.${state}`)}
    </ToneTag>
  );
}

/** Who did something and when, on two lines (a dash when nobody has). */
export function ByWhen({ name, displayName, at }: { name: string | null; displayName?: string | null; at: string | null }) {
  if (!at) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <span>
      <Person name={name} displayName={displayName} />
      <br />
      <Typography.Text type="secondary">{when(at)}</Typography.Text>
    </span>
  );
}

/** Errors first, then by sheet and row (the file as a whole first). */
const byLevel = (a: ImportIssue, b: ImportIssue) => (a.level === b.level ? (a.row ?? 0) - (b.row ?? 0) : a.level === 'error' ? -1 : 1);

const dash = (v: string | number | null) => (v === null || v === '' ? '—' : v);

/** An import's issues, errors first, each message in the reader's language (also the catalogue's import, src/pages/admin/catalogue.tsx). */
export function IssuesTable({ issues, t, locale }: { issues: ImportIssue[]; t: Translate; locale: string }) {
  return (
    <Table<ImportIssue & { key: number }>
      size="small"
      pagination={issues.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      dataSource={[...issues].sort(byLevel).map((issue, key) => ({ ...issue, key }))}
      locale={{ emptyText: emptyText(t('admin.publish.issuesEmpty')) }}
      scroll={{ x: 760 }}
      onRow={(issue) => ({ 'data-testid': `import-issue-${issue.level}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        {
          title: t('admin.publish.level'),
          key: 'level',
          width: 80,
          render: (_, issue) => <ToneTag tone={issue.level === 'error' ? 'red' : 'orange'}>{t(`admin.publish.level.${issue.level}`)}</ToneTag>,
        },
        { title: t('admin.publish.sheet'), key: 'sheet', width: 100, render: (_, issue) => dash(issue.sheet) },
        { title: t('admin.publish.row'), key: 'row', width: 70, render: (_, issue) => dash(issue.row) },
        { title: t('admin.publish.column'), key: 'column', width: 140, render: (_, issue) => dash(issue.column) },
        { title: t('admin.publish.value'), key: 'value', width: 120, render: (_, issue) => <span style={{ wordBreak: 'break-all' }}>{dash(issue.value)}</span> },
        { title: t('admin.publish.message'), key: 'message', render: (_, issue) => messageFor(issue.message, locale) },
      ]}
    />
  );
}

/** The period's headline and its generated summary, drawn by the public pages' own component from the public answers. */
function VisitorHeadline({ visitor }: { visitor: NonNullable<ImportPreview['visitor']> }) {
  const breakdown = useMemo(() => contributionsOf(visitor.snapshot.rows, visitor.tree), [visitor]);
  return (
    <div className={styles.visitor} data-testid="import-headline">
      <HeadlineBlock family={visitor.family} snapshot={visitor.snapshot} breakdown={breakdown} articlePath={(id) => articleHref(id)} />
    </div>
  );
}

/** The report of an import: counts, the verdict, the issues and (no errors) the preview. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t, intl } = useT();
  const { preview } = report;
  const number = (v: number | null) => formatNumber(v, intl.locale);
  const change = preview?.root.changePct ?? null;
  return (
    <Card title={t('admin.publish.report', { name: report.fileName })} data-testid="import-report">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('admin.publish.period')}>{report.history ? report.label : periodName(report.period, intl, report.dataset)}</Descriptions.Item>
          {report.history && (
            <Descriptions.Item label={t('admin.history.extent')}>
              <span data-testid="history-extent">{t('admin.history.extentValue', { periods: report.history.periods, values: report.history.values })}</span>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('admin.publish.errors')}>
            <span data-testid="import-errors">{report.errors}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.publish.warnings')}>
            <span data-testid="import-warnings">{report.warnings}</span>
          </Descriptions.Item>
        </Descriptions>
        <Typography.Text type="secondary">{t('admin.publish.importedBy', { name: report.createdBy ?? '—', time: when(report.createdAt) })}</Typography.Text>
        {report.errors > 0 ? (
          <Alert type="error" showIcon role="alert" message={t('admin.publish.hasErrors', { count: report.errors })} data-testid="import-verdict" />
        ) : (
          <Alert type="success" showIcon message={t('admin.publish.noErrors')} data-testid="import-verdict" />
        )}
        {report.revision && <Alert type="warning" showIcon message={t('admin.publish.revision', { period: periodName(report.period, intl, report.dataset), count: report.revision.changed })} />}
        <div>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {t('admin.publish.issues')}
          </Typography.Title>
          <IssuesTable issues={report.issues} t={t} locale={intl.locale} />
        </div>
        {preview && (
          <div data-testid="import-preview">
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              {t('admin.publish.preview')}
            </Typography.Title>
            {preview.visitor ? (
              <VisitorHeadline visitor={preview.visitor} />
            ) : (
              <Space size={48} wrap>
                <Statistic title={preview.root.name} value={number(preview.root.value)} />
                <Statistic title={t('admin.publish.change')} value={change === null ? '—' : `${change > 0 ? '+' : ''}${formatNumber(change, intl.locale)}%`} />
                <div>
                  <Typography.Text type="secondary">{t(report.dataset && report.dataset !== 'index' ? 'admin.publish.items' : 'admin.publish.categories')}</Typography.Text>
                  <div style={{ fontSize: 16, marginTop: 4 }}>
                    <Space size={16}>
                      <span>
                        {t('admin.publish.up')} {preview.up}
                      </span>
                      <span>
                        {t('admin.publish.down')} {preview.down}
                      </span>
                      <span>
                        {t('admin.publish.flat')} {preview.flat}
                      </span>
                    </Space>
                  </div>
                </div>
              </Space>
            )}
            {preview.changes.length > 0 && (
              <Table
                style={{ marginTop: 16 }}
                size="small"
                rowKey="id"
                title={() => t('admin.publish.changes')}
                pagination={preview.changes.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
                dataSource={preview.changes}
                data-testid="import-changes"
                columns={[
                  { title: t('admin.publish.node'), key: 'name', render: (_, c) => `${c.name}（${c.id}）` },
                  { title: t('admin.publish.old'), key: 'old', align: 'right', render: (_, c) => number(c.old) },
                  { title: t('admin.publish.new'), key: 'new', align: 'right', render: (_, c) => <strong>{number(c.new)}</strong> },
                ]}
              />
            )}
          </div>
        )}
      </Space>
    </Card>
  );
}

/** What withdrawing `p` will do, for the warning: not public yet, a published new period, or a published revision. */
export function withdrawEffect(p: Pick<IndexPublication, 'state' | 'kind'>): 'scheduled' | 'period' | 'revision' {
  if (p.state !== 'published') return 'scheduled';
  return p.kind === 'revision' ? 'revision' : 'period';
}

/**
 * 撤回 an approved index publication (reviewers): says plainly what happens — a scheduled one is never
 * published; a published period leaves the site, a revision's values give way to those before it — and
 * that earlier views through asOf remain; the reason is required (the server requires it too).
 */
export function WithdrawDialog(props: { open: boolean; publication: Pick<IndexPublication, 'state' | 'kind'>; period: string; busy: boolean; onCancel: () => void; onWithdraw: (reason: string) => Promise<void> }) {
  const { t } = useT();
  const { open, publication, period, busy, onCancel, onWithdraw } = props;
  const effect = withdrawEffect(publication);
  return (
    <ReasonDialog
      open={open}
      title={t('admin.publish.withdrawTitle', { period })}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onWithdraw}
      confirm={{ label: t('admin.publish.withdraw'), testId: 'withdraw-confirm', danger: true }}
      field={{ labelId: 'admin.publish.withdrawReason', extra: t(`admin.publish.withdrawReasonHelp.${effect === 'revision' ? 'public' : 'office'}`), testId: 'withdraw-reason' }}
    >
      <Alert type="warning" showIcon data-testid="withdraw-effect" message={t(`admin.publish.withdrawEffect.${effect}`, { period })} description={effect === 'scheduled' ? undefined : t('admin.publish.withdrawHistory')} style={{ marginBottom: 16 }} />
    </ReasonDialog>
  );
}

/** The values as submitted, code, name and value (what the reviewer approves, before any preview). */
export function SubmittedValues({ values }: { values: NonNullable<ImportReport['values']> }) {
  const { t, intl } = useT();
  return (
    <Card title={t('admin.publish.values', { count: values.length })} data-testid="import-values">
      <Table
        size="small"
        rowKey="id"
        dataSource={values}
        pagination={values.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        columns={[
          { title: t('admin.publish.code'), key: 'id', width: 140, render: (_, v) => v.id },
          { title: t('admin.publish.node'), key: 'name', render: (_, v) => v.name ?? '—' },
          { title: t('admin.publish.value'), key: 'value', align: 'right', render: (_, v) => formatNumber(v.value, intl.locale) },
        ]}
      />
    </Card>
  );
}
