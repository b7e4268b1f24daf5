/**
 * What every editor under four eyes shares — articles (ArticleEditor.tsx) and the companies,
 * products and brands (EditedEditor.tsx):
 *
 * - useRevisionForm: the form over the latest revision (else what is published), its unsaved
 *   changes (and the question before leaving them), 保存草稿 (each save a new revision), 提交审核
 *   (unsaved changes saved first, so that the reviewer sees what the form shows), the reviewer's
 *   decision and 恢复 (an old revision loaded into the form, saved with `restoredFrom`);
 * - the pieces of the page: the notices on top (ReviewNotices), the reviewer's panel (ReviewPanel;
 *   four eyes: on their own work the buttons stay, disabled, and say why), the send-back dialog
 *   (ReturnDialog), the actions (EditorActions), a revision read-only (FieldsView), the revisions
 *   (RevisionsPanel) and 对比 (DiffDialog), each kind saying its fields with a FieldSpec list.
 */
import { PageContainer } from '@ant-design/pro-components';
import { App, Alert, Badge, Button, Card, Descriptions, Form, Input, Modal, Space, Table, Tag, Typography, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { useT, type Translate } from '@/hooks/useT';
import type { ReviewBody, Revision, Role } from '@/types/admin';
import { RevisionStateTag } from './ArticleStateTag';
import { emptyText as grey, useFail } from './index';
import Person, { personName } from './Person';
import RevisionDiffView, { type FieldSpec } from './RevisionDiffView';
import { useUnsavedChanges } from './useUnsavedChanges';

export type { FieldSpec };

export const when = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

export type Busy = 'save' | 'submit' | 'approve' | 'return' | null;

/** What a page under review holds: what is published (null before the first approval) and the revisions, newest first. */
export interface Reviewed<F> {
  published: { revision: number | null; fields: F } | null;
  revisions: Revision<F>[];
}

/** 「请输入{label}」. `text`: a string that is only spaces counts as empty (no `whitespace` key otherwise: it makes the rule a string rule, and a category id is a number). */
export function required(t: Translate, labelId: string, text = false) {
  return { required: true, ...(text ? { whitespace: true } : {}), message: t('admin.login.required', { label: t(labelId) }) };
}

export function maxLength(t: Translate, max: number) {
  return { max, message: t('admin.article.maxLength', { max }) };
}

// ------------------------------------------------------------------ the form and its actions

/**
 * A reviewer's decision: `send` it (busy meanwhile), say it was done (`approvedText` on approval),
 * `show` what the server answers; false when it is refused (its reason shown).
 */
export function useDecision() {
  const { t } = useT();
  const { message } = App.useApp();
  const fail = useFail();
  return async <T,>(decision: 'approve' | 'return', setBusy: (busy: Busy) => void, send: () => Promise<T>, show: (next: T) => void, approvedText: (next: T) => string): Promise<boolean> => {
    setBusy(decision);
    try {
      const next = await send();
      message.success(decision === 'return' ? t('admin.article.returnedDone') : approvedText(next));
      show(next);
      return true;
    } catch (e) {
      fail(e);
      return false;
    } finally {
      setBusy(null);
    }
  };
}

export interface RevisionFormOptions<F, V, Item extends Reviewed<F>> {
  /** Null: a new one, not saved yet. */
  item: Item | null;
  /** Whether the form shows (an editor, nothing waiting for review). */
  editable: boolean;
  /** The form's values for a revision's fields (null: an empty form). */
  valuesOf: (fields: F | null) => V;
  /** Whether the form says something else than `fields`. */
  isChanged: (values: V | undefined, fields: F | null) => boolean;
  /** Saves valid values as a new revision (a new item). */
  persist: (values: V, restoredFrom: number | null) => Promise<Item>;
  submit: (item: Item, rev: number) => Promise<Item>;
  decide: (item: Item, rev: number, body: ReviewBody) => Promise<Item>;
  /** Shows what the server now holds; `created`: the first save of a new one. */
  show: (next: Item, created: boolean) => void;
  /** The message after an approval (default: the site shows it within seconds). */
  approvedText?: (next: Item) => string;
}

export function useRevisionForm<F, V, Item extends Reviewed<F>>(o: RevisionFormOptions<F, V, Item>) {
  const { t } = useT();
  const { message } = App.useApp();
  const fail = useFail();
  const [form] = Form.useForm<V>();
  const { item, editable } = o;
  const latest: Revision<F> | null = item?.revisions[0] ?? null;
  // What the form starts from: the latest revision, else (older than the back office) what is published.
  const saved: F | null = latest?.fields ?? item?.published?.fields ?? null;
  const isNew = !item;

  const [restoredFrom, setRestoredFrom] = useState<number | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [diffRev, setDiffRev] = useState<number | null>(null);
  const [returning, setReturning] = useState(false);

  const { valuesOf } = o;
  const initial = useMemo(() => valuesOf(saved), [valuesOf, saved]);
  // A save or a decision answers anew: the form shows what the server now holds.
  useEffect(() => {
    if (editable) form.setFieldsValue(initial as Parameters<typeof form.setFieldsValue>[0]);
    setRestoredFrom(null);
    // `editable` follows the item (a decision can open the form again): the form mounts with `initial` then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, initial]);

  const watched = Form.useWatch([], form) as V | undefined;
  const unsaved = editable && o.isChanged(watched, saved);
  const dirty = !isNew && unsaved;
  const nothingToSubmit = !isNew && !dirty && restoredFrom === null && latest?.state === 'approved';
  const release = useUnsavedChanges(unsaved || (editable && restoredFrom !== null));

  const show = (next: Item) => {
    if (isNew) release();
    o.show(next, isNew);
  };

  /** Validates and saves the form as a new revision; null when the form is not valid. */
  const save = async (): Promise<Item | null> => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      message.error(t('admin.article.formInvalid'));
      return null;
    }
    return o.persist({ ...initial, ...values }, restoredFrom);
  };

  const onSave = async () => {
    setBusy('save');
    try {
      const next = await save();
      if (!next) return;
      message.success(t('admin.article.saved', { rev: next.revisions[0]?.rev ?? 1 }));
      show(next);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = async () => {
    setBusy('submit');
    let savedNow: Item | null = null;
    try {
      let target = item;
      // The reviewer must see what the form shows: unsaved changes (or a revision that is no draft) are saved first.
      if (isNew || dirty || restoredFrom !== null || latest?.state !== 'draft') {
        savedNow = await save();
        if (!savedNow) return;
        target = savedNow;
      }
      const rev = target!.revisions[0].rev;
      const next = await o.submit(target!, rev);
      message.success(t('admin.article.submitted', { rev }));
      show(next);
    } catch (e) {
      fail(e);
      // Saved, then refused: the new revision is there all the same.
      if (savedNow) show(savedNow);
    } finally {
      setBusy(null);
    }
  };

  const decide = useDecision();
  const review = (body: ReviewBody): Promise<boolean> =>
    decide(body.decision, setBusy, () => o.decide(item!, latest!.rev, body), (next) => o.show(next, false), (next) => o.approvedText?.(next) ?? t('admin.article.approved'));

  const restore = (r: Revision<F>) => {
    form.setFieldsValue(valuesOf(r.fields) as Parameters<typeof form.setFieldsValue>[0]);
    setRestoredFrom(r.rev);
    message.info(t('admin.article.restored', { rev: r.rev }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return { form, initial, latest, saved, isNew, dirty, nothingToSubmit, restoredFrom, busy, onSave, onSubmit, review, restore, diffRev, setDiffRev, returning, setReturning };
}

export type RevisionForm<F, V> = Pick<
  ReturnType<typeof useRevisionForm<F, V, Reviewed<F>>>,
  'latest' | 'saved' | 'isNew' | 'dirty' | 'nothingToSubmit' | 'restoredFrom' | 'busy' | 'onSave' | 'onSubmit' | 'review' | 'restore' | 'diffRev' | 'setDiffRev' | 'returning' | 'setReturning'
> & { form: FormInstance<V>; initial: V };

/**
 * The page of an editor under review: title, state and links on top; the notices and the reviewer's
 * panel; the form (an editor, nothing waiting) with 保存草稿 / 提交审核 in the footer, else the latest
 * revision read-only; the revisions; 对比 and 退回's dialogs. `testId`: the prefix of the actions' test ids.
 */
export function ReviewPage<F, V>(props: {
  f: RevisionForm<F, V>;
  item: Reviewed<F> | null;
  editable: boolean;
  me: { name: string; role: Role };
  spec: FieldSpec<F>[];
  testId: string;
  /** Message ids: the admin's read-only note, the revisions' empty text. */
  readOnlyId: string;
  revEmptyId: string;
  title: ReactNode;
  tags?: ReactElement;
  subTitle?: ReactNode;
  /** Above the notices (e.g. a retirement asked). */
  notice?: ReactNode;
  /** Links on top, the list's last. */
  links: ReactNode[];
  /** The form's fields. */
  children: ReactNode;
}) {
  const { t } = useT();
  const { f, item, editable, me, spec, testId } = props;
  const { latest, saved } = f;
  const hintId = `${testId}-submit-hint`;
  return (
    <PageContainer
      title={props.title}
      tags={props.tags}
      subTitle={props.subTitle}
      extra={props.links}
      footer={editable ? [<EditorActions key="actions" f={f} testId={testId} hintId={hintId} />] : undefined}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {props.notice}
        <ReviewNotices f={f} role={me.role} me={me.name} readOnlyId={props.readOnlyId} testId={testId} />
        {editable ? (
          <Card>
            <Form<V> form={f.form} layout="vertical" initialValues={f.initial as object} scrollToFirstError>
              {props.children}
              <SubmitHint nothingToSubmit={f.nothingToSubmit} id={hintId} />
            </Form>
          </Card>
        ) : (
          saved && <FieldsView fields={saved} heading={latest ? t('admin.article.showing', { rev: latest.rev }) : t('admin.article.showingPublished')} spec={spec} />
        )}
        {item && <RevisionsPanel item={item} canRestore={editable} emptyText={t(props.revEmptyId)} onDiff={f.setDiffRev} onRestore={f.restore} />}
      </Space>
      <ReviewDialogs f={f} item={item} spec={spec} />
    </PageContainer>
  );
}

/** 「有尚未保存的修改」, 保存草稿 and 提交审核 (the page's footer); `testId`: the prefix of their test ids. */
export function EditorActions<F, V>({ f, testId, hintId }: { f: RevisionForm<F, V>; testId: string; hintId: string }) {
  const { t } = useT();
  const { busy, dirty, isNew, restoredFrom, latest } = f;
  return (
    <Space wrap>
      {dirty && <Badge status="warning" text={t('admin.article.unsaved')} data-testid={`${testId}-dirty`} />}
      <Button data-testid={`${testId}-save`} onClick={f.onSave} loading={busy === 'save'} disabled={(busy !== null && busy !== 'save') || (!isNew && !dirty && restoredFrom === null && !!latest)}>
        {t('admin.article.save')}
      </Button>
      <Button
        type="primary"
        data-testid={`${testId}-submit`}
        onClick={f.onSubmit}
        loading={busy === 'submit'}
        disabled={(busy !== null && busy !== 'submit') || f.nothingToSubmit}
        aria-describedby={hintId}
      >
        {t('admin.article.submit')}
      </Button>
    </Space>
  );
}

/** The line under the form that 提交审核 points to. */
export function SubmitHint({ nothingToSubmit, id }: { nothingToSubmit: boolean; id: string }) {
  const { t } = useT();
  return (
    <Typography.Paragraph type="secondary" id={id} style={{ marginBottom: 0 }}>
      {nothingToSubmit ? t('admin.article.nothingToSubmit') : t('admin.article.submitHint')}
    </Typography.Paragraph>
  );
}

/**
 * Above the form: a revision sent back (with the reviewer's reason), one waiting for review, an admin's
 * read-only note (`readOnlyId`), a restored revision in the form; and the reviewer's panel.
 */
export function ReviewNotices<F, V>({ f, role, me, readOnlyId, testId }: { f: RevisionForm<F, V>; role: Role; me: string; readOnlyId: string; testId: string }) {
  const { t } = useT();
  const { latest, restoredFrom } = f;
  const own = !!latest && (latest.createdBy === me || latest.submittedBy === me);
  return (
    <>
      {latest?.state === 'returned' && (
        <Alert
          type="warning"
          showIcon
          data-testid="return-notice"
          message={t('admin.article.returnedAlert', { rev: latest.rev, name: personName(latest.reviewedBy, latest.reviewedByDisplayName) ?? '—' })}
          description={
            <>
              <div style={{ whiteSpace: 'pre-wrap', fontSize: 16, color: '#262626' }}>{latest.comment}</div>
              {role === 'editor' && <div style={{ marginTop: 8 }}>{t('admin.article.returnedHint')}</div>}
            </>
          }
        />
      )}
      {latest?.state === 'submitted' && role === 'editor' && <Alert type="info" showIcon message={t('admin.article.waiting', { rev: latest.rev })} />}
      {role === 'admin' && <Alert type="info" showIcon message={t(readOnlyId)} />}
      {restoredFrom !== null && <Alert type="info" showIcon message={t('admin.article.restoring', { rev: restoredFrom })} />}
      {role === 'reviewer' && latest?.state === 'submitted' && (
        <ReviewPanel revision={latest} own={own} busy={f.busy} testId={testId} onApprove={() => f.review({ decision: 'approve' })} onReturn={() => f.setReturning(true)} />
      )}
    </>
  );
}

/** Below the page: 对比 and 退回's dialogs. */
export function ReviewDialogs<F, V>({ f, item, spec }: { f: RevisionForm<F, V>; item: Reviewed<F> | null; spec: FieldSpec<F>[] }) {
  const { latest } = f;
  return (
    <>
      {item && f.diffRev !== null && <DiffDialog item={item} rev={f.diffRev} spec={spec} onClose={() => f.setDiffRev(null)} />}
      {item && latest && (
        <ReturnDialog
          open={f.returning}
          rev={latest.rev}
          busy={f.busy === 'return'}
          onCancel={() => f.setReturning(false)}
          onReturn={async (comment) => {
            if (await f.review({ decision: 'return', comment })) f.setReturning(false);
          }}
        />
      )}
    </>
  );
}

// ------------------------------------------------------------------ review

export function ReviewPanel(props: { revision: Revision<unknown>; own: boolean; busy: Busy; testId: string; onApprove: () => void; onReturn: () => void }) {
  const { t } = useT();
  const { revision, own, busy, testId, onApprove, onReturn } = props;
  const noteId = 'review-own-note';
  return (
    <Card>
      <Space direction="vertical" size={8}>
        <Typography.Text strong>{t('admin.article.reviewPrompt', { rev: revision.rev, name: personName(revision.submittedBy, revision.submittedByDisplayName) ?? personName(revision.createdBy, revision.createdByDisplayName) ?? '—' })}</Typography.Text>
        <Space wrap>
          <Button type="primary" data-testid={`${testId}-approve`} onClick={onApprove} loading={busy === 'approve'} disabled={own || (busy !== null && busy !== 'approve')} aria-describedby={own ? noteId : undefined} autoInsertSpace={false}>
            {t('admin.article.approve')}
          </Button>
          <Button data-testid={`${testId}-return`} onClick={onReturn} disabled={own || busy !== null} aria-describedby={own ? noteId : undefined} autoInsertSpace={false}>
            {t('admin.article.return')}
          </Button>
          {own && (
            <Typography.Text id={noteId} data-testid="review-own-note">
              {t('admin.article.ownWork')}
            </Typography.Text>
          )}
        </Space>
      </Space>
    </Card>
  );
}

/**
 * A decision that needs its reason (退回, 撤回): what it does above the field, the reason required and
 * trimmed; the field says what is missing before anything is sent.
 */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<void>;
  /** The confirm button: its label, test id and whether it destroys something. */
  confirm: { label: string; testId: string; danger?: boolean };
  /** The field: its label's message id, its help, its test id and its longest (default 1000). */
  field: { labelId: string; extra: string; testId: string; rows?: number; max?: number };
  children?: ReactNode;
}) {
  const { t } = useT();
  const { open, title, busy, onCancel, onConfirm, confirm, field, children } = props;
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    let reason: string;
    try {
      ({ reason } = await form.validateFields());
    } catch {
      return; // The field says what is missing.
    }
    await onConfirm(reason.trim());
  };
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('admin.common.cancel')}
        </Button>,
        <Button key="ok" type="primary" danger={confirm.danger} onClick={submit} loading={busy} data-testid={confirm.testId} autoInsertSpace={false}>
          {confirm.label}
        </Button>,
      ]}
    >
      {children}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t(field.labelId)} extra={field.extra} rules={[required(t, field.labelId, true), maxLength(t, field.max ?? 1000)]}>
          <Input.TextArea rows={field.rows ?? 3} maxLength={field.max ?? 1000} showCount autoFocus data-testid={field.testId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 退回's dialog: the reason is required. `title`: what is sent back (default: 「退回第 {rev} 版」). */
export function ReturnDialog(props: { open: boolean; rev?: number; title?: string; busy: boolean; onCancel: () => void; onReturn: (comment: string) => Promise<void> }) {
  const { t } = useT();
  const { open, rev, busy, onCancel, onReturn } = props;
  return (
    <ReasonDialog
      open={open}
      title={props.title ?? t('admin.article.returnTitle', { rev: rev ?? '' })}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onReturn}
      confirm={{ label: t('admin.article.return'), testId: 'return-confirm' }}
      field={{ labelId: 'admin.article.returnComment', extra: t('admin.article.returnHelp'), testId: 'return-comment', rows: 4 }}
    />
  );
}

// ------------------------------------------------------------------ read-only

const None = () => <Typography.Text type="secondary">—</Typography.Text>;

/** A field's text as the read-only view shows it: a list as tags, nothing as a dash. */
export function textView(value: string | string[]): ReactNode {
  if (Array.isArray(value)) return value.length ? value.map((v) => <Tag key={v}>{v}</Tag>) : <None />;
  return value ? <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span> : <None />;
}

/** A revision's fields, read-only: the short ones in a table, the long ones (`block`) below it. */
export function FieldsView<F>({ fields, heading, spec }: { fields: F; heading: string; spec: FieldSpec<F>[] }) {
  const { t } = useT();
  return (
    <Card title={heading}>
      <Descriptions column={1} bordered size="small" styles={{ label: { width: 140 } }}>
        {spec
          .filter((s) => !s.block)
          .map((s) => (
            <Descriptions.Item key={s.key} label={t(s.label)}>
              {s.view ? s.view(fields) : textView(s.text(fields))}
            </Descriptions.Item>
          ))}
      </Descriptions>
      {spec
        .filter((s) => s.block)
        .map((s) => (
          <div key={s.key}>
            <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
              {t(s.label)}
            </Typography.Title>
            {s.view ? s.view(fields) : textView(s.text(fields))}
          </div>
        ))}
    </Card>
  );
}

// ------------------------------------------------------------------ revisions

export function RevisionsPanel<F>(props: { item: Reviewed<F>; canRestore: boolean; emptyText: string; onDiff: (rev: number) => void; onRestore: (r: Revision<F>) => void }) {
  const { t } = useT();
  const { item, canRestore, emptyText, onDiff, onRestore } = props;
  const onSite = item.published?.revision ?? null;
  const by = (name: string | null, displayName: string | null, iso: string | null) =>
    iso ? (
      <span>
        <Person name={name} displayName={displayName} />
        <br />
        <Typography.Text type="secondary">{when(iso)}</Typography.Text>
      </span>
    ) : (
      <None />
    );
  const note = (text: string) => (
    <>
      <br />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </>
  );
  return (
    <Card title={t('admin.rev.title')}>
      <Table<Revision<F>>
        rowKey="rev"
        size="small"
        pagination={false}
        dataSource={item.revisions}
        locale={{ emptyText: grey(emptyText) }}
        scroll={{ x: 900 }}
        onRow={(r) => ({ 'data-testid': `revision-row-${r.rev}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('admin.rev.rev'),
            key: 'rev',
            width: 130,
            render: (_, r) => (
              <span>
                {t('admin.rev.number', { rev: r.rev })}
                {r.restoredFrom && note(t('admin.rev.restoredFrom', { rev: r.restoredFrom }))}
                {onSite === r.rev && note(t('admin.rev.onSite'))}
              </span>
            ),
          },
          { title: t('admin.rev.state'), key: 'state', width: 100, render: (_, r) => <RevisionStateTag state={r.state} /> },
          { title: t('admin.rev.created'), key: 'created', render: (_, r) => by(r.createdBy, r.createdByDisplayName, r.createdAt) },
          { title: t('admin.rev.submitted'), key: 'submitted', render: (_, r) => by(r.submittedBy, r.submittedByDisplayName, r.submittedAt) },
          { title: t('admin.rev.reviewed'), key: 'reviewed', render: (_, r) => by(r.reviewedBy, r.reviewedByDisplayName, r.reviewedAt) },
          { title: t('admin.rev.comment'), key: 'comment', render: (_, r) => (r.comment ? <span style={{ whiteSpace: 'pre-wrap' }}>{r.comment}</span> : <None />) },
          {
            title: t('admin.rev.actions'),
            key: 'actions',
            width: 150,
            render: (_, r) => (
              <Space>
                <Button size="small" data-testid={`revision-diff-${r.rev}`} aria-label={t('admin.rev.diffLabel', { rev: r.rev })} title={t('admin.rev.diffLabel', { rev: r.rev })} onClick={() => onDiff(r.rev)} autoInsertSpace={false}>
                  {t('admin.rev.diff')}
                </Button>
                {canRestore && (
                  <Button size="small" data-testid={`revision-restore-${r.rev}`} aria-label={t('admin.rev.restoreLabel', { rev: r.rev })} title={t('admin.rev.restoreLabel', { rev: r.rev })} onClick={() => onRestore(r)} autoInsertSpace={false}>
                    {t('admin.rev.restore')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The revision `rev` against the one before it, else the published fields (older than the back office), else nothing. */
export function DiffDialog<F>({ item, rev, spec, onClose }: { item: Reviewed<F>; rev: number; spec: FieldSpec<F>[]; onClose: () => void }) {
  const { t } = useT();
  const i = item.revisions.findIndex((r) => r.rev === rev);
  const revision = item.revisions[i];
  if (!revision) return null;
  const prev = item.revisions[i + 1];
  const published = item.published && item.published.revision !== rev ? item.published : null;
  const before = prev?.fields ?? published?.fields ?? null;
  const title = prev ? t('admin.diff.title', { rev, prev: prev.rev }) : published ? t('admin.diff.titlePublished', { rev }) : t('admin.diff.titleFirst', { rev });
  return (
    <Modal
      open
      title={title}
      width={900}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="revision-diff-close">
          {t('admin.common.close')}
        </Button>
      }
    >
      <div data-testid="revision-diff">
        <RevisionDiffView before={before} after={revision.fields} spec={spec} />
      </div>
    </Modal>
  );
}
