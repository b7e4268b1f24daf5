/**
 * One article in the back office, new or existing (src/pages/admin/articles/new.tsx and [id].tsx):
 *
 * - an editor writes in a form (category, title, summary, author, source, tags, 定时发布, the body in
 *   the rich-text editor, PDF attachments) and 保存草稿 (each save a new revision) or 提交审核. Submitting
 *   saves unsaved changes first, so what the reviewer sees is what the form shows; while a revision
 *   waits for review the form gives way to a read-only view (the server refuses changes then);
 * - a reviewer (and an admin) reads the latest revision, its body sanitised as on the public page;
 *   a reviewer approves or sends back (with a reason) a revision that waits for review, unless they
 *   wrote or submitted it (four eyes: the buttons stay, disabled, and say why);
 * - everyone sees the revisions, newest first, each comparable with the one before (对比); an editor
 *   may load an old one into the form (恢复) and save it again (`restoredFrom`);
 * - a revision sent back shows the reviewer's reason at the top.
 */
import { PageContainer } from '@ant-design/pro-components';
import { Link, history, useModel } from '@umijs/max';
import { Alert, App, Badge, Button, Card, Col, DatePicker, Descriptions, Form, Input, Modal, Row, Select, Space, Table, Tag, Typography, type SelectProps } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState, type HTMLAttributes } from 'react';
import type { InitialState } from '@/config/initialState';
import ArticleContent from '@/components/ArticleContent';
import { formatFileSize } from '@/components/articles/fileSize';
import { useT } from '@/hooks/useT';
import { createArticle, reviewArticleRevision, saveArticleRevision, submitArticleRevision } from '@/services/admin';
import type { AdminArticle, ArticleFields, ArticleRevision, ReviewBody, RevisionAttachment } from '@/types/admin';
import { ArticleStateTag, RevisionStateTag } from './ArticleStateTag';
import AttachmentsField from './AttachmentsField';
import { cleanTags, draftOf, isChanged, valuesOf, type ArticleFormValues } from './articleForm';
import { useFail } from './index';
import RevisionDiffView from './RevisionDiffView';
import RichTextEditor from './RichTextEditor';
import { useCategories } from './useCategories';

const LIST = '/admin/articles';
const when = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');
const SUBMIT_HINT_ID = 'article-submit-hint';

type Busy = 'save' | 'submit' | 'approve' | 'return' | null;


/**
 * antd hands Form.Item's `aria-required` to the Select's outer div, where ARIA does not allow it (axe:
 * aria-allowed-attr); the label's mark and the field's error message say it is required.
 */
function CategorySelect(props: SelectProps & { 'aria-required'?: unknown }) {
  return <Select {...props} aria-required={undefined} />;
}

export default function ArticleEditor({ article, onChange }: { article: AdminArticle | null; onChange?: (next: AdminArticle) => void }) {
  const { t } = useT();
  const { message } = App.useApp();
  const fail = useFail();
  const { initialState } = useModel('@@initialState') as { initialState: InitialState };
  const me = initialState.admin!.account;
  const canEdit = me.role === 'editor';
  const canReview = me.role === 'reviewer';
  const { options: categoryOptions, nameOf } = useCategories();

  const [form] = Form.useForm<ArticleFormValues>();
  const latest: ArticleRevision | null = article?.revisions[0] ?? null;
  // What the form starts from: the latest revision, else (an article older than the back office) what is published.
  const saved: ArticleFields | null = latest?.fields ?? article?.published?.fields ?? null;
  const isNew = !article;
  const editable = canEdit && (isNew || latest?.state !== 'submitted');

  const [restoredFrom, setRestoredFrom] = useState<number | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [diffRev, setDiffRev] = useState<number | null>(null);
  const [returning, setReturning] = useState(false);

  const initial = useMemo(() => valuesOf(saved), [saved]);
  // A save or a decision answers the article anew: the form shows what the server now holds.
  useEffect(() => {
    if (editable) form.setFieldsValue(initial);
    setRestoredFrom(null);
    // `editable` follows the article (a decision can open the form again): the form mounts with `initial` then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, initial]);

  const watched = Form.useWatch([], form) as ArticleFormValues | undefined;
  const dirty = editable && (isNew ? false : isChanged(watched, saved));
  const nothingToSubmit = !isNew && !dirty && restoredFrom === null && latest?.state === 'approved';

  // ------------------------------------------------------------------ actions

  /** Validates and saves the form as a new revision (a new article); null when the form is not valid. */
  const save = async (): Promise<AdminArticle | null> => {
    let values: ArticleFormValues;
    try {
      values = await form.validateFields();
    } catch {
      message.error(t('admin.article.formInvalid'));
      return null;
    }
    const draft = draftOf(values, saved?.about ?? null, restoredFrom);
    return article ? saveArticleRevision(article.id, draft) : createArticle(draft);
  };

  const show = (next: AdminArticle) => {
    if (isNew) history.push(`${LIST}/${next.id}`);
    else onChange?.(next);
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
    let savedNow: AdminArticle | null = null;
    try {
      let target = article;
      // The reviewer must see what the form shows: unsaved changes (or a revision that is no draft) are saved first.
      if (isNew || dirty || restoredFrom !== null || latest?.state !== 'draft') {
        savedNow = await save();
        if (!savedNow) return;
        target = savedNow;
      }
      const rev = target!.revisions[0].rev;
      const next = await submitArticleRevision(target!.id, rev);
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

  const review = async (body: ReviewBody): Promise<boolean> => {
    setBusy(body.decision);
    try {
      const next = await reviewArticleRevision(article!.id, latest!.rev, body);
      if (body.decision === 'return') message.success(t('admin.article.returnedDone'));
      else if (next.state === 'scheduled' && next.published) message.success(t('admin.article.approvedScheduled', { time: when(next.published.publishedAt) }));
      else message.success(t('admin.article.approved'));
      onChange?.(next);
      return true;
    } catch (e) {
      fail(e);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const restore = (r: ArticleRevision) => {
    form.setFieldsValue(valuesOf(r.fields));
    setRestoredFrom(r.rev);
    message.info(t('admin.article.restored', { rev: r.rev }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  // ------------------------------------------------------------------ page

  const published = article?.published ?? null;
  const live = !!published && dayjs(published.publishedAt).valueOf() <= Date.now();
  const title = isNew ? t('admin.articles.new') : saved?.title || t('admin.articles.untitled');
  const own = !!latest && (latest.createdBy === me.name || latest.submittedBy === me.name);

  return (
    <PageContainer
      title={title}
      tags={article ? <ArticleStateTag state={article.state} testId="article-state" /> : undefined}
      subTitle={
        published ? (
          <span data-testid="article-published-at">{t(live ? 'admin.article.publishedAt' : 'admin.article.scheduledAt', { time: when(published.publishedAt) })}</span>
        ) : article ? (
          t('admin.articles.notPublished')
        ) : undefined
      }
      extra={[
        live && article ? (
          <Link key="site" to={`/article/${article.id}`} target="_blank" rel="noopener" data-testid="article-view-on-site">
            {t('admin.article.viewOnSite')}
          </Link>
        ) : null,
        <Link key="list" to={LIST}>
          {t('admin.article.backToList')}
        </Link>,
      ]}
      footer={
        editable
          ? [
              <Space key="actions" wrap>
                {dirty && <Badge status="warning" text={t('admin.article.unsaved')} data-testid="article-dirty" />}
                <Button data-testid="article-save" onClick={onSave} loading={busy === 'save'} disabled={(busy !== null && busy !== 'save') || (!isNew && !dirty && restoredFrom === null && !!latest)}>
                  {t('admin.article.save')}
                </Button>
                <Button
                  type="primary"
                  data-testid="article-submit"
                  onClick={onSubmit}
                  loading={busy === 'submit'}
                  disabled={(busy !== null && busy !== 'submit') || nothingToSubmit}
                  aria-describedby={SUBMIT_HINT_ID}
                >
                  {t('admin.article.submit')}
                </Button>
              </Space>,
            ]
          : undefined
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {latest?.state === 'returned' && (
          <Alert
            type="warning"
            showIcon
            data-testid="return-notice"
            message={t('admin.article.returnedAlert', { rev: latest.rev, name: latest.reviewedBy ?? '—' })}
            description={
              <>
                <div style={{ whiteSpace: 'pre-wrap', fontSize: 16, color: '#262626' }}>{latest.comment}</div>
                {canEdit && <div style={{ marginTop: 8 }}>{t('admin.article.returnedHint')}</div>}
              </>
            }
          />
        )}
        {latest?.state === 'submitted' && canEdit && <Alert type="info" showIcon message={t('admin.article.waiting', { rev: latest.rev })} />}
        {me.role === 'admin' && <Alert type="info" showIcon message={t('admin.article.readOnly')} />}
        {restoredFrom !== null && <Alert type="info" showIcon message={t('admin.article.restoring', { rev: restoredFrom })} />}

        {canReview && latest?.state === 'submitted' && (
          <ReviewPanel
            revision={latest}
            own={own}
            busy={busy}
            onApprove={() => review({ decision: 'approve' })}
            onReturn={() => setReturning(true)}
          />
        )}

        {editable ? (
          <Card>
            <Form<ArticleFormValues> form={form} layout="vertical" initialValues={initial} scrollToFirstError>
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  <Form.Item name="categoryId" label={t('admin.article.category')} rules={[required(t, 'admin.article.category')]}>
                    <CategorySelect options={categoryOptions} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={16}>
                  <Form.Item name="title" label={t('admin.article.title')} rules={[required(t, 'admin.article.title', true), maxLength(t, 200)]}>
                    <Input data-testid="article-title" maxLength={200} showCount />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="summary" label={t('admin.article.summary')} rules={[maxLength(t, 1000)]}>
                <Input.TextArea rows={3} maxLength={1000} showCount />
              </Form.Item>
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  <Form.Item name="author" label={t('admin.article.author')} rules={[maxLength(t, 100)]}>
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name="source" label={t('admin.article.source')} rules={[maxLength(t, 100)]}>
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name="publishAt" label={t('admin.article.publishAt')} extra={t('admin.article.publishAtHelp')}>
                    <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item
                name="tags"
                label={t('admin.article.tags')}
                extra={t('admin.article.tagsHelp')}
                rules={[
                  {
                    validator: (_r, v: string[] | undefined) => {
                      const tags = cleanTags(v);
                      return tags.length <= 20 && tags.every((x) => x.length <= 30) ? Promise.resolve() : Promise.reject(new Error(t('admin.article.tooManyTags')));
                    },
                  },
                ]}
              >
                <Select mode="tags" tokenSeparators={[',', '，']} notFoundContent={null} open={false} suffixIcon={null} />
              </Form.Item>
              <Form.Item name="content" label={t('admin.article.content')}>
                <RichTextEditor label={t('admin.article.content')} />
              </Form.Item>
              <Form.Item
                name="attachments"
                label={t('admin.article.attachments')}
                rules={[
                  {
                    validator: (_r, v: RevisionAttachment[] | undefined) =>
                      (v ?? []).every((a) => a.name.trim()) ? Promise.resolve() : Promise.reject(new Error(t('admin.attach.nameRequired'))),
                  },
                ]}
              >
                <AttachmentsField />
              </Form.Item>
              <Typography.Paragraph type="secondary" id={SUBMIT_HINT_ID} style={{ marginBottom: 0 }}>
                {nothingToSubmit ? t('admin.article.nothingToSubmit') : t('admin.article.submitHint')}
              </Typography.Paragraph>
            </Form>
          </Card>
        ) : (
          saved && <FieldsView fields={saved} heading={latest ? t('admin.article.showing', { rev: latest.rev }) : t('admin.article.showingPublished')} nameOf={nameOf} />
        )}

        {article && (
          <RevisionsPanel
            article={article}
            canRestore={editable}
            onDiff={setDiffRev}
            onRestore={restore}
          />
        )}
      </Space>

      {article && diffRev !== null && <DiffDialog article={article} rev={diffRev} onClose={() => setDiffRev(null)} />}
      {article && latest && (
        <ReturnDialog
          open={returning}
          rev={latest.rev}
          busy={busy === 'return'}
          onCancel={() => setReturning(false)}
          onReturn={async (comment) => {
            if (await review({ decision: 'return', comment })) setReturning(false);
          }}
        />
      )}
    </PageContainer>
  );
}

type Translate = ReturnType<typeof useT>['t'];

/** 「请输入{label}」. `text`: a string that is only spaces counts as empty (no `whitespace` key otherwise: it makes the rule a string rule, and a category id is a number). */
function required(t: Translate, labelId: string, text = false) {
  return { required: true, ...(text ? { whitespace: true } : {}), message: t('admin.login.required', { label: t(labelId) }) };
}

function maxLength(t: Translate, max: number) {
  return { max, message: t('admin.article.maxLength', { max }) };
}

// ------------------------------------------------------------------ review

function ReviewPanel(props: { revision: ArticleRevision; own: boolean; busy: Busy; onApprove: () => void; onReturn: () => void }) {
  const { t } = useT();
  const { revision, own, busy, onApprove, onReturn } = props;
  const noteId = 'review-own-note';
  return (
    <Card>
      <Space direction="vertical" size={8}>
        <Typography.Text strong>{t('admin.article.reviewPrompt', { rev: revision.rev, name: revision.submittedBy ?? revision.createdBy ?? '—' })}</Typography.Text>
        <Space wrap>
          <Button type="primary" data-testid="article-approve" onClick={onApprove} loading={busy === 'approve'} disabled={own || (busy !== null && busy !== 'approve')} aria-describedby={own ? noteId : undefined} autoInsertSpace={false}>
            {t('admin.article.approve')}
          </Button>
          <Button data-testid="article-return" onClick={onReturn} disabled={own || busy !== null} aria-describedby={own ? noteId : undefined} autoInsertSpace={false}>
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

function ReturnDialog(props: { open: boolean; rev: number; busy: boolean; onCancel: () => void; onReturn: (comment: string) => Promise<void> }) {
  const { t } = useT();
  const { open, rev, busy, onCancel, onReturn } = props;
  const [form] = Form.useForm<{ comment: string }>();
  const submit = async () => {
    let comment: string;
    try {
      ({ comment } = await form.validateFields());
    } catch {
      return; // The field says what is missing.
    }
    await onReturn(comment.trim());
  };
  return (
    <Modal
      title={t('admin.article.returnTitle', { rev })}
      open={open}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('admin.common.cancel')}
        </Button>,
        <Button key="ok" type="primary" onClick={submit} loading={busy} data-testid="return-confirm" autoInsertSpace={false}>
          {t('admin.article.return')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="comment"
          label={t('admin.article.returnComment')}
          extra={t('admin.article.returnHelp')}
          rules={[required(t, 'admin.article.returnComment', true), maxLength(t, 1000)]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount autoFocus data-testid="return-comment" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

// ------------------------------------------------------------------ read-only

function FieldsView({ fields, heading, nameOf }: { fields: ArticleFields; heading: string; nameOf: (id: number) => string }) {
  const { t, intl } = useT();
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Card title={heading}>
      <Descriptions column={1} bordered size="small" styles={{ label: { width: 140 } }}>
        <Descriptions.Item label={t('admin.article.category')}>{nameOf(fields.categoryId)}</Descriptions.Item>
        <Descriptions.Item label={t('admin.article.title')}>
          <span data-testid="article-title-view">{fields.title}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.article.summary')}>{fields.summary || none}</Descriptions.Item>
        <Descriptions.Item label={t('admin.article.author')}>{fields.author || none}</Descriptions.Item>
        <Descriptions.Item label={t('admin.article.source')}>{fields.source || none}</Descriptions.Item>
        <Descriptions.Item label={t('admin.article.tags')}>{fields.tags.length ? fields.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : none}</Descriptions.Item>
        <Descriptions.Item label={t('admin.article.publishAt')}>{fields.publishAt ? when(fields.publishAt) : none}</Descriptions.Item>
        <Descriptions.Item label={t('admin.article.attachments')}>
          {fields.attachments.length ? (
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {fields.attachments.map((a) => (
                <li key={a.file}>
                  <a href={a.url} target="_blank" rel="noopener noreferrer">
                    {a.name}
                  </a>{' '}
                  <Typography.Text type="secondary">
                    {formatFileSize(a.size, intl.locale)} · {t('admin.attach.pagesValue', { count: a.pages })}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          ) : (
            none
          )}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t('admin.article.content')}
      </Typography.Title>
      {fields.content ? (
        <div style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '12px 16px', lineHeight: 1.8 }} data-testid="article-content-view">
          <ArticleContent html={fields.content} />
        </div>
      ) : (
        <Typography.Text type="secondary">{t('admin.article.noContent')}</Typography.Text>
      )}
    </Card>
  );
}

// ------------------------------------------------------------------ revisions

function RevisionsPanel(props: { article: AdminArticle; canRestore: boolean; onDiff: (rev: number) => void; onRestore: (r: ArticleRevision) => void }) {
  const { t } = useT();
  const { article, canRestore, onDiff, onRestore } = props;
  const onSite = article.published?.revision ?? null;
  const by = (name: string | null, iso: string | null) =>
    iso ? (
      <span>
        {name ?? '—'}
        <br />
        <Typography.Text type="secondary">{when(iso)}</Typography.Text>
      </span>
    ) : (
      <Typography.Text type="secondary">—</Typography.Text>
    );
  return (
    <Card title={t('admin.rev.title')}>
      <Table<ArticleRevision>
        rowKey="rev"
        size="small"
        pagination={false}
        dataSource={article.revisions}
        locale={{ emptyText: t('admin.rev.empty') }}
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
                {r.restoredFrom && (
                  <>
                    <br />
                    <Typography.Text type="secondary">{t('admin.rev.restoredFrom', { rev: r.restoredFrom })}</Typography.Text>
                  </>
                )}
                {onSite === r.rev && (
                  <>
                    <br />
                    <Typography.Text type="secondary">{t('admin.rev.onSite')}</Typography.Text>
                  </>
                )}
              </span>
            ),
          },
          { title: t('admin.rev.state'), key: 'state', width: 100, render: (_, r) => <RevisionStateTag state={r.state} /> },
          { title: t('admin.rev.created'), key: 'created', render: (_, r) => by(r.createdBy, r.createdAt) },
          { title: t('admin.rev.submitted'), key: 'submitted', render: (_, r) => by(r.submittedBy, r.submittedAt) },
          { title: t('admin.rev.reviewed'), key: 'reviewed', render: (_, r) => by(r.reviewedBy, r.reviewedAt) },
          {
            title: t('admin.rev.comment'),
            key: 'comment',
            render: (_, r) => (r.comment ? <span style={{ whiteSpace: 'pre-wrap' }}>{r.comment}</span> : <Typography.Text type="secondary">—</Typography.Text>),
          },
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

/** The revision `rev` against the one before it, else the published fields (an article older than the back office), else nothing. */
function DiffDialog({ article, rev, onClose }: { article: AdminArticle; rev: number; onClose: () => void }) {
  const { t } = useT();
  const i = article.revisions.findIndex((r) => r.rev === rev);
  const revision = article.revisions[i];
  if (!revision) return null;
  const prev = article.revisions[i + 1];
  const published = article.published && article.published.revision !== rev ? article.published : null;
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
        <RevisionDiffView before={before} after={revision.fields} />
      </div>
    </Modal>
  );
}
