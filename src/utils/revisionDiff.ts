/**
 * What changed between two revisions (the back office's 「对比」), of an article or of any kind under
 * review (diffFields, given how each field reads as text): each field as text,
 * diffed with the `diff` package. Short fields and the content go word by word (a Chinese text
 * character by character: `diffWords` takes every CJK character for a word of its own); tags and
 * attachments line by line; the content is compared as its text, HTML tags stripped. Pure: no DOM,
 * no React (src/components/admin/RevisionDiffView.tsx shows it).
 */
import { diffLines, diffWords, type Change } from 'diff';
import type { ArticleFields, RevisionAttachment } from '@/types/admin';

export type DiffOp = 'same' | 'added' | 'removed';

export interface DiffPart {
  value: string;
  op: DiffOp;
}

export type DiffFieldKey = 'title' | 'category' | 'summary' | 'author' | 'source' | 'tags' | 'publishAt' | 'attachments' | 'content';

export interface FieldDiff<K extends string = DiffFieldKey> {
  key: K;
  /** The parts in reading order: removed text before the text that replaced it. */
  parts: DiffPart[];
  changed: boolean;
}

/** The fields in the order the dialog lists them. */
export const DIFF_FIELDS: DiffFieldKey[] = ['title', 'category', 'summary', 'author', 'source', 'tags', 'publishAt', 'attachments', 'content'];

/** How a field's value reads: the category's name and a time in the reader's format are the page's to say. */
export interface DiffLabels {
  categoryName?: (id: number) => string;
  formatTime?: (iso: string) => string;
}

/** Beyond this (ms) a word diff of a long content gives way to a line diff. */
const WORD_DIFF_TIMEOUT = 1500;

const ENTITIES: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_END = /<\/(p|div|h[1-6]|li|blockquote|pre|tr|table|thead|tbody|tfoot|figure|figcaption|caption|ul|ol|dl|dt|dd|section|article)\s*>/gi;

/** The text of an HTML fragment: a line per block (paragraph, heading, list item, table row), tags gone. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<hr\s*\/?>/gi, '\n')
    .replace(BLOCK_END, '\n')
    .replace(/<\/t[dh]\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const partsOf = (changes: Change[]): DiffPart[] =>
  changes.filter((c) => c.value !== '').map((c) => ({ value: c.value, op: c.added ? 'added' : c.removed ? 'removed' : 'same' }));

/** Two texts word by word (CJK character by character); a very long pair that takes too long, line by line. */
export function diffText(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ value: before, op: 'same' }] : [];
  const words = diffWords(before, after, { timeout: WORD_DIFF_TIMEOUT });
  return partsOf(words ?? diffLines(before, after));
}

/** Two lists line by line: each item a line of its own. */
export function diffItems(before: string[], after: string[]): DiffPart[] {
  const text = (items: string[]) => items.map((i) => `${i}\n`).join('');
  return partsOf(diffLines(text(before), text(after)));
}

/** An attachment as one line: the name visitors see and the stored file (a replaced file is a change). */
export const attachmentLine = (a: Pick<RevisionAttachment, 'name' | 'file'>): string => `${a.name} (${a.file})`;

/** Each field of a revision as text (or lines), as the dialog compares them. */
export function fieldTexts(f: ArticleFields, labels: DiffLabels = {}): Record<DiffFieldKey, string | string[]> {
  return {
    title: f.title,
    category: labels.categoryName ? labels.categoryName(f.categoryId) : String(f.categoryId),
    summary: f.summary,
    author: f.author,
    source: f.source,
    tags: f.tags,
    publishAt: f.publishAt ? (labels.formatTime ? labels.formatTime(f.publishAt) : f.publishAt) : '',
    attachments: f.attachments.map(attachmentLine),
    content: htmlToText(f.content),
  };
}

const toList = (v: string | string[]): string[] => (Array.isArray(v) ? v : v ? [v] : []);

/** How a revision's fields read as text (a list: line by line), field by field, in the dialog's order. */
export type FieldTexts<F, K extends string = string> = (fields: F) => Record<K, string | string[]>;

/**
 * The fields of `after` against those of `before` (null: the first revision, everything added), for
 * any kind: `texts` says how each field reads. Every field of `keys` is listed, with `changed` false
 * when it reads the same.
 */
export function diffFields<F, K extends string>(before: F | null, after: F, texts: FieldTexts<F, K>, keys: readonly K[]): FieldDiff<K>[] {
  const next = texts(after);
  const prev = before ? texts(before) : null;
  return keys.map((key) => {
    const a = next[key];
    const b = prev ? prev[key] : Array.isArray(a) ? [] : '';
    const parts = Array.isArray(a) || Array.isArray(b) ? diffItems(toList(b), toList(a)) : diffText(b, a);
    return { key, parts, changed: parts.some((p) => p.op !== 'same') };
  });
}

/** An article's revision against `before` (null: the first revision): every field listed. */
export function revisionDiff(before: ArticleFields | null, after: ArticleFields, labels: DiffLabels = {}): FieldDiff[] {
  return diffFields(before, after, (f) => fieldTexts(f, labels), DIFF_FIELDS);
}
