/**
 * The copy of an editor's unsaved values kept in the browser (src/components/admin/useLocalDraft.ts):
 * one entry per account, kind and object; what is kept comes back as the form's values (a date as a
 * date) and counts as a change against what the server holds.
 */
import dayjs from 'dayjs';
import { isChanged, reviveValues, valuesOf } from '@/components/admin/articleForm';
import { draftKey, dropKept, readKept, writeKept } from '@/components/admin/useLocalDraft';
import type { ArticleFields } from '@/types/admin';

beforeEach(() => localStorage.clear());

it('keys an entry by account, kind and object (new for one not created yet)', () => {
  expect(draftKey('pen', 'articles', 12)).toBe('admin-draft:pen:articles:12');
  expect(draftKey('pen', 'articles', null)).toBe('admin-draft:pen:articles:new');
  expect(draftKey('pen', 'companies', '91330000')).not.toBe(draftKey('eye', 'companies', '91330000'));
  expect(draftKey('a:b', 'brands', 1)).toBe('admin-draft:a%3Ab:brands:1');
});

it('keeps values with the time, reads them back, and drops them', () => {
  const key = draftKey('pen', 'articles', null);
  expect(readKept(localStorage, key)).toBeNull();
  writeKept(localStorage, key, { title: '第一期' }, 1_700_000_000_000);
  expect(readKept(localStorage, key)).toEqual({ at: 1_700_000_000_000, values: { title: '第一期' } });
  dropKept(localStorage, key);
  expect(readKept(localStorage, key)).toBeNull();
});

it('ignores an entry it cannot read, and a storage that refuses', () => {
  localStorage.setItem('admin-draft:pen:articles:new', '{not json');
  expect(readKept(localStorage, 'admin-draft:pen:articles:new')).toBeNull();
  localStorage.setItem('admin-draft:pen:articles:1', JSON.stringify({ values: 'x' }));
  expect(readKept(localStorage, 'admin-draft:pen:articles:1')).toBeNull();
  const full = {
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    getItem: () => null,
    removeItem: () => undefined,
  } as unknown as Storage;
  expect(() => writeKept(full, 'k', { title: 'x' })).not.toThrow();
});

it('an article kept as JSON comes back as the form had it, its 定时发布 a date again', () => {
  const fields: ArticleFields = {
    categoryId: 3,
    title: '旧标题',
    summary: '',
    author: '',
    source: '',
    tags: ['五金'],
    content: '<p>正文</p>',
    attachments: [],
    publishAt: null,
    about: null,
  } as unknown as ArticleFields;
  const typed = { ...valuesOf(fields), title: '新标题', publishAt: dayjs('2030-01-02T03:04:00Z') };
  const key = draftKey('pen', 'articles', 5);
  writeKept(localStorage, key, typed);
  const back = reviveValues(readKept(localStorage, key)!.values);
  expect(back.title).toBe('新标题');
  expect(dayjs.isDayjs(back.publishAt)).toBe(true);
  expect(back.publishAt!.toISOString()).toBe('2030-01-02T03:04:00.000Z');
  expect(isChanged(back, fields)).toBe(true);
  // What the server holds already, kept: nothing to offer.
  writeKept(localStorage, key, valuesOf(fields));
  expect(isChanged(reviveValues(readKept(localStorage, key)!.values), fields)).toBe(false);
});
