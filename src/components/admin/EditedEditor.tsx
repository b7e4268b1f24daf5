/**
 * A company, a product, a brand or a raw material in the back office (src/pages/admin/{companies,products,brands,materials}/[id].tsx),
 * under four eyes as articles are (src/components/admin/review.tsx): an editor edits its fields and
 * 保存草稿 / 提交审核; while a revision waits for review the form gives way to a read-only view; a
 * reviewer approves or sends back (never their own work); everyone sees the revisions with 对比, an
 * editor may 恢复 one. What visitors see stays as it is until a revision is approved.
 *
 * The form's values are the kind's fields themselves: text trimmed and lists cleaned (trimmed, no
 * empty item, each once) when saved, and compared so for the unsaved-changes check.
 */
import { Link, useModel } from '@umijs/max';
import { useCallback, useRef, type ReactNode } from 'react';
import ItemPage from './ItemPage';
import type { InitialState } from '@/config/initialState';
import { useT } from '@/hooks/useT';
import type { Edited, ReviewBody } from '@/types/admin';
import type { EditedApi } from '@/services/admin';
import { ArticleStateTag } from './ArticleStateTag';
import { cleanTags } from './articleForm';
import { RetireButton, RetiredTag, RetireNotice } from './retire';
import { ReviewPage, useRevisionForm, type FieldSpec } from './review';
import { draftKey, useLocalDraft } from './useLocalDraft';

/** `values` as saved: each field of `base` (the revision's), text trimmed, lists of text cleaned. */
export function cleanFields<F extends object>(values: Partial<F> | undefined, base: F): F {
  const out = { ...base } as Record<string, unknown>;
  Object.keys(base).forEach((key) => {
    const v = values && key in values ? (values as Record<string, unknown>)[key] : (base as Record<string, unknown>)[key];
    out[key] = typeof v === 'string' ? v.trim() : Array.isArray(v) && v.every((x) => typeof x === 'string') ? cleanTags(v as string[]) : v;
  });
  return out as F;
}

const valuesOf = <F extends object>(fields: F | null): F => (fields ? (JSON.parse(JSON.stringify(fields)) as F) : ({} as F));
const isChanged = <F extends object>(values: F | undefined, fields: F | null): boolean =>
  !!values && !!fields && JSON.stringify(cleanFields(values, fields)) !== JSON.stringify(cleanFields(fields, fields));

/** What the editor needs of a kind's operations (src/services/admin.ts, editedKind). */
export interface EditedOps<F, Item> {
  save: (id: number | string, fields: F, restoredFrom?: number | null) => Promise<Item>;
  submit: (id: number | string, rev: number) => Promise<Item>;
  review: (id: number | string, rev: number, body: ReviewBody) => Promise<Item>;
  /** Asks for it to be retired (issue 45): a revision submitted at once. */
  retire?: (id: number | string, reason: string) => Promise<Item>;
}

export interface EditedEditorProps<F extends { name: string }, Item extends Edited<F>> {
  item: Item;
  id: number | string;
  /** The kind, for the copy of unsaved changes kept in the browser. */
  kind: string;
  onChange: (next: Item) => void;
  ops: EditedOps<F, Item>;
  /** The kind's fields for 对比 and the read-only view. */
  spec: FieldSpec<F>[];
  /** The list's address and its link's message id. */
  list: string;
  backToList: string;
  /** Links beside 返回列表 (its page on the site, related lists). */
  links?: ReactNode[];
  /** What the page says under its title (e.g. whose product it is). */
  subTitle?: ReactNode;
  /** The form's fields, inside the page's Form. */
  children: ReactNode;
}

export default function EditedEditor<F extends { name: string }, Item extends Edited<F>>(props: EditedEditorProps<F, Item>) {
  const { t } = useT();
  const { item, id, ops, spec, onChange } = props;
  const { initialState } = useModel('@@initialState') as { initialState: InitialState };
  const me = initialState.admin!.account;
  const latest = item.revisions[0] ?? null;
  const editable = me.role === 'editor' && latest?.state !== 'submitted';

  // The kept copy's `forget` (useLocalDraft needs the form this makes).
  const forget = useRef<() => void>(() => undefined);
  const f = useRevisionForm<F, F, Item>({
    item,
    editable,
    valuesOf,
    isChanged,
    persist: (values, restoredFrom) => ops.save(id, cleanFields(values, (latest?.fields ?? item.published.fields) as F), restoredFrom),
    submit: (_item, rev) => ops.submit(id, rev),
    decide: (_item, rev, body) => ops.review(id, rev, body),
    show: useCallback(
      (next: Item) => {
        // Saved: the copy kept in this browser has done its work.
        forget.current();
        onChange(next);
      },
      [onChange],
    ),
  });
  const local = useLocalDraft<F, F>({ storageKey: editable ? draftKey(me.name, props.kind, id) : null, form: f.form, saved: f.saved, isChanged, testId: 'edited' });
  forget.current = local.forget;
  const onSite = item.published.revision;

  return (
    <ReviewPage<F, F>
      f={f}
      item={item}
      editable={editable}
      me={me}
      spec={spec}
      testId="edited"
      readOnlyId="admin.edited.readOnly"
      revEmptyId="admin.edited.revEmpty"
      title={f.saved?.name ?? ''}
      tags={
        <span style={{ display: 'inline-flex', gap: 8 }}>
          <ArticleStateTag state={item.state} testId="edited-state" />
          <RetiredTag retiredAt={item.retiredAt} testId="edited-retired" />
        </span>
      }
      notice={<RetireNotice latest={latest} />}
      subTitle={
        <span>
          {props.subTitle}
          {props.subTitle ? ' · ' : ''}
          {item.retiredAt
            ? t('admin.catalogue.retiredNote')
            : item.onSite === false
              ? t('admin.catalogue.notOnSite')
              : onSite === null
                ? t('admin.edited.asImported')
                : t('admin.edited.onSite', { rev: onSite })}
        </span>
      }
      links={[
        ...(ops.retire ? [<RetireButton<Item> key="retire" name={f.saved?.name ?? ''} retiredAt={item.retiredAt} retire={(reason) => ops.retire!(id, reason)} onDone={onChange} />] : []),
        ...(props.links ?? []),
        <Link key="list" to={props.list}>
          {t(props.backToList)}
        </Link>,
      ]}
    >
      {local.notice}
      {props.children}
    </ReviewPage>
  );
}

/**
 * The page of one (`/admin/{kind}/:id`): loaded by the id in the address (ItemPage: 404, loading, a
 * failure with a retry), then its editor; texts `admin.{kind}.detail`, `.notFound`, `.loadFailedOne`, `.backToList`.
 */
export function EditedPage<F extends { name: string }, Item extends Edited<F>, Id extends number | string>(props: {
  kind: 'companies' | 'products' | 'brands' | 'materials';
  api: EditedApi<unknown, Item, F, never>;
  parse: (raw: string) => Id | null;
  idOf: (item: Item) => Id;
  spec: FieldSpec<F>[];
  subTitle?: (item: Item) => ReactNode;
  links?: (item: Item) => ReactNode[];
  /** The form's fields. */
  form: (item: Item) => ReactNode;
}) {
  const { kind, api, idOf } = props;
  const list = `/admin/${kind}`;
  const texts = { detail: `admin.${kind}.detail`, notFound: `admin.${kind}.notFound`, loadFailed: `admin.${kind}.loadFailedOne`, backToList: `admin.${kind}.backToList` };
  return (
    <ItemPage parse={props.parse} load={api.get} idOf={idOf} list={list} texts={texts}>
      {(item, replace) => (
        <EditedEditor<F, Item>
          key={idOf(item)}
          item={item}
          id={idOf(item)}
          kind={kind}
          onChange={replace}
          ops={api}
          spec={props.spec}
          list={list}
          backToList={texts.backToList}
          subTitle={props.subTitle?.(item)}
          links={props.links?.(item)}
        >
          {props.form(item)}
        </EditedEditor>
      )}
    </ItemPage>
  );
}
