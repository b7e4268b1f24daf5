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
import { Link, history, useModel } from '@umijs/max';
import { Col, DatePicker, Form, Input, Row, Select, Typography, type SelectProps } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useRef } from 'react';
import type { InitialState } from '@/config/initialState';
import ArticleContent from '@/components/ArticleContent';
import { formatFileSize } from '@/components/articles/fileSize';
import { useT } from '@/hooks/useT';
import { createArticle, reviewArticleRevision, saveArticleRevision, submitArticleRevision } from '@/services/admin';
import type { AdminArticle, ArticleFields, RevisionAttachment } from '@/types/admin';
import { fieldTexts, type DiffFieldKey } from '@/utils/revisionDiff';
import { ArticleStateTag } from './ArticleStateTag';
import AttachmentsField from './AttachmentsField';
import { cleanTags, draftOf, isChanged, reviveValues, valuesOf, type ArticleFormValues } from './articleForm';
import { ReviewPage, maxLength, required, textView, useRevisionForm, when, type FieldSpec } from './review';
import RichTextEditor from './RichTextEditor';
import { useCategories } from './useCategories';
import { draftKey, useLocalDraft } from './useLocalDraft';

const LIST = '/admin/articles';

/**
 * antd hands Form.Item's `aria-required` to the Select's outer div, where ARIA does not allow it (axe:
 * aria-allowed-attr); the label's mark and the field's error message say it is required.
 */
function CategorySelect(props: SelectProps & { 'aria-required'?: unknown }) {
  return <Select {...props} aria-required={undefined} />;
}

const LABEL_OF: Record<DiffFieldKey, string> = {
  title: 'admin.article.title',
  category: 'admin.article.category',
  summary: 'admin.article.summary',
  author: 'admin.article.author',
  source: 'admin.article.source',
  tags: 'admin.article.tags',
  publishAt: 'admin.article.publishAt',
  attachments: 'admin.article.attachments',
  content: 'admin.article.content',
};

/** An article's fields for 对比 and the read-only view (the category by its name, times as the page writes them). */
function useArticleSpec(): FieldSpec<ArticleFields>[] {
  const { t, intl } = useT();
  const { nameOf } = useCategories();
  return useMemo(() => {
    const text = (key: DiffFieldKey) => (f: ArticleFields) => fieldTexts(f, { categoryName: nameOf, formatTime: when })[key];
    const views: Partial<Record<DiffFieldKey, FieldSpec<ArticleFields>['view']>> = {
      title: (f) => <span data-testid="article-title-view">{f.title}</span>,
      attachments: (f) =>
        f.attachments.length ? (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {f.attachments.map((a) => (
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
          textView([])
        ),
      content: (f) =>
        f.content ? (
          <div style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '12px 16px', lineHeight: 1.8 }} data-testid="article-content-view">
            <ArticleContent html={f.content} />
          </div>
        ) : (
          <Typography.Text type="secondary">{t('admin.article.noContent')}</Typography.Text>
        ),
    };
    const order: DiffFieldKey[] = ['category', 'title', 'summary', 'author', 'source', 'tags', 'publishAt', 'attachments', 'content'];
    return order.map((key) => ({ key, label: LABEL_OF[key], text: text(key), view: views[key], block: key === 'content' }));
  }, [t, intl.locale, nameOf]);
}

export default function ArticleEditor({ article, onChange }: { article: AdminArticle | null; onChange?: (next: AdminArticle) => void }) {
  const { t } = useT();
  const { initialState } = useModel('@@initialState') as { initialState: InitialState };
  const me = initialState.admin!.account;
  const canEdit = me.role === 'editor';
  const { options: categoryOptions } = useCategories();
  const spec = useArticleSpec();
  const latest = article?.revisions[0] ?? null;
  const editable = canEdit && (!article || latest?.state !== 'submitted');

  // The kept copy's `forget` (useLocalDraft needs the form this makes).
  const forget = useRef<() => void>(() => undefined);
  const f = useRevisionForm<ArticleFields, ArticleFormValues, AdminArticle>({
    item: article,
    editable,
    valuesOf,
    isChanged,
    // `about` (a commentary's index and period) is not in the form: it goes on as the revision had it.
    persist: (values, restoredFrom) => {
      const draft = draftOf(values, (latest?.fields ?? article?.published?.fields)?.about ?? null, restoredFrom);
      return article ? saveArticleRevision(article.id, draft) : createArticle(draft);
    },
    submit: (a, rev) => submitArticleRevision(a.id, rev),
    decide: (a, rev, body) => reviewArticleRevision(a.id, rev, body),
    show: useCallback(
      (next: AdminArticle, created: boolean) => {
        // Saved: the copy kept in this browser has done its work.
        forget.current();
        return created ? history.push(`${LIST}/${next.id}`) : onChange?.(next);
      },
      [onChange],
    ),
    approvedText: (next) =>
      next.state === 'scheduled' && next.published ? t('admin.article.approvedScheduled', { time: when(next.published.publishedAt) }) : t('admin.article.approved'),
  });
  const { saved, isNew } = f;
  const local = useLocalDraft<ArticleFormValues, ArticleFields>({
    storageKey: editable ? draftKey(me.name, 'articles', article?.id) : null,
    form: f.form,
    saved,
    isChanged,
    revive: reviveValues,
    testId: 'article',
  });
  forget.current = local.forget;

  // ------------------------------------------------------------------ page

  const published = article?.published ?? null;
  const live = !!published && dayjs(published.publishedAt).valueOf() <= Date.now();
  const title = isNew ? t('admin.articles.new') : saved?.title || t('admin.articles.untitled');

  return (
    <ReviewPage<ArticleFields, ArticleFormValues>
      f={f}
      item={article}
      editable={editable}
      me={me}
      spec={spec}
      testId="article"
      readOnlyId="admin.article.readOnly"
      revEmptyId="admin.rev.empty"
      title={title}
      tags={article ? <ArticleStateTag state={article.state} testId="article-state" /> : undefined}
      subTitle={
        published ? (
          <span data-testid="article-published-at">{t(live ? 'admin.article.publishedAt' : 'admin.article.scheduledAt', { time: when(published.publishedAt) })}</span>
        ) : article ? (
          t('admin.articles.notPublished')
        ) : undefined
      }
      links={[
        live && article ? (
          <Link key="site" to={`/article/${article.id}`} target="_blank" rel="noopener" data-testid="article-view-on-site">
            {t('admin.article.viewOnSite')}
          </Link>
        ) : null,
        <Link key="list" to={LIST}>
          {t('admin.article.backToList')}
        </Link>,
      ]}
    >
      {local.notice}
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
    </ReviewPage>
  );
}
