/**
 * The article form's values and the draft they make (pure: the editor, its dirty check and the
 * tests share them). A revision's fields fill the form; the form's values make an ArticleDraft with
 * the text trimmed and the attachments reduced to what the server asks (stored file and name).
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { ArticleDraft, ArticleFields, IndexPeriodRef, RevisionAttachment } from '@/types/admin';

export interface ArticleFormValues {
  categoryId?: number;
  title?: string;
  summary?: string;
  author?: string;
  source?: string;
  tags?: string[];
  publishAt?: Dayjs | null;
  content?: string;
  attachments?: RevisionAttachment[];
}

/** The form's values for a revision's fields (an empty form for a new article). */
export function valuesOf(fields: ArticleFields | null | undefined): ArticleFormValues {
  if (!fields) return { categoryId: undefined, title: '', summary: '', author: '', source: '', tags: [], publishAt: null, content: '', attachments: [] };
  return {
    categoryId: fields.categoryId,
    title: fields.title,
    summary: fields.summary,
    author: fields.author,
    source: fields.source,
    tags: [...fields.tags],
    publishAt: fields.publishAt ? dayjs(fields.publishAt) : null,
    content: fields.content,
    attachments: fields.attachments.map((a) => ({ ...a })),
  };
}

/** The tags as they are saved: trimmed, no empty one, each once. */
export const cleanTags = (tags: string[] | undefined): string[] => [...new Set((tags ?? []).map((t) => t.trim()).filter(Boolean))];

/**
 * The draft the form's values make. `about` (a commentary's index and period) is not in the form:
 * it goes on as the revision had it. `restoredFrom` names the revision whose fields were loaded.
 */
export function draftOf(values: ArticleFormValues, about: IndexPeriodRef | null = null, restoredFrom: number | null = null): ArticleDraft {
  return {
    categoryId: values.categoryId as number,
    title: (values.title ?? '').trim(),
    summary: (values.summary ?? '').trim(),
    author: (values.author ?? '').trim(),
    source: (values.source ?? '').trim(),
    content: values.content ?? '',
    tags: cleanTags(values.tags),
    attachments: (values.attachments ?? []).map((a) => ({ file: a.file, name: a.name.trim() || a.file })),
    publishAt: values.publishAt ? values.publishAt.toISOString() : null,
    about,
    ...(restoredFrom ? { restoredFrom } : {}),
  };
}

/** Whether the form says something else than `fields` (what is saved): compared as drafts. */
export function isChanged(values: ArticleFormValues | undefined, fields: ArticleFields | null | undefined): boolean {
  if (!values) return false;
  return JSON.stringify(draftOf({ ...valuesOf(fields), ...values })) !== JSON.stringify(draftOf(valuesOf(fields)));
}

/** The form's values from their JSON (a copy kept in the browser): 定时发布 back to a date. */
export function reviveValues(kept: unknown): ArticleFormValues {
  const v = (kept && typeof kept === 'object' ? kept : {}) as Omit<ArticleFormValues, 'publishAt'> & { publishAt?: string | null };
  return { ...v, publishAt: v.publishAt ? dayjs(v.publishAt) : null };
}
