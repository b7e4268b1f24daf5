/**
 * What waits for the signed-in person (issue 43): a reviewer, the submitted publications and content
 * revisions (articles, companies, products, brands) and classifications that are not their own; an
 * editor, what was sent back — their returned publications and classifications, and the returned content revisions (the content list says who
 * sent it back, not who wrote it: every editor sees those). From the lists the pages use already.
 */
import { useEffect, useState } from 'react';
import { brandsApi, companiesApi, listAdminArticles, listClassificationChanges, listIndexPublications, listPublishingFamilies, productsApi } from '@/services/admin';
import type { AdminAccount, ArticleState, ClassificationChange, IndexPublication } from '@/types/admin';

export type WaitingKind = 'publication' | 'classification' | 'articles' | 'companies' | 'products' | 'brands';

export interface WaitingItem {
  kind: WaitingKind;
  key: string;
  /** The page it is handled on. */
  path: string;
  /** Its title or name; a publication's is left to the page (family and period). */
  name: string;
  publication?: IndexPublication;
  /** A classification's first period (its family's name is `name`). */
  period?: string;
  at: string | null;
}

/** Every family's proposed classifications in `state` (a handful of families: one list each). */
async function classificationsIn(state: 'submitted' | 'returned'): Promise<{ change: ClassificationChange; family: string }[]> {
  const families = await listPublishingFamilies();
  const lists = await Promise.all(families.map(async (f) => (await listClassificationChanges(f.projId)).map((change) => ({ change, family: f.name }))));
  return lists.flat().filter((c) => c.change.state === state);
}

/** The most of each kind one look reads (the lists' page size limit). */
const PAGE = { current: 1, pageSize: 100 };

export async function loadWaiting(account: Pick<AdminAccount, 'role' | 'name'>): Promise<WaitingItem[]> {
  const role = account.role;
  if (role !== 'reviewer' && role !== 'editor') return [];
  const state: ArticleState = role === 'reviewer' ? 'submitted' : 'returned';
  // A reviewer's: not their own (the submitter is the latest change's author); an editor's: every one sent back.
  const mine = (by: string | null) => (role === 'reviewer' ? by !== account.name : true);
  const [publications, classifications, articles, companies, products, brands] = await Promise.all([
    listIndexPublications({ state }),
    classificationsIn(state),
    listAdminArticles({ ...PAGE, state }),
    companiesApi.list({ ...PAGE, state }),
    productsApi.list({ ...PAGE, state }),
    brandsApi.list({ ...PAGE, state }),
  ]);
  const ownPublication = (p: IndexPublication) => p.submittedBy === account.name || p.importedBy === account.name;
  return [
    ...publications
      .filter((p) => (role === 'reviewer' ? !ownPublication(p) : p.submittedBy === account.name))
      .map((p) => ({ kind: 'publication' as const, key: `publication-${p.id}`, path: `/admin/publish/${p.id}`, name: p.label, publication: p, at: role === 'reviewer' ? p.submittedAt : p.reviewedAt })),
    ...classifications
      // Four eyes: whoever imported or submitted it may not review it.
      .filter(({ change: c }) => (role === 'reviewer' ? c.submittedBy !== account.name && c.createdBy !== account.name : c.submittedBy === account.name))
      .map(({ change: c, family }) => ({
        kind: 'classification' as const,
        key: `classification-${c.id}`,
        path: `/admin/publish/classification?projId=${c.projId}`,
        name: family,
        period: c.validFrom,
        at: role === 'reviewer' ? c.submittedAt : c.reviewedAt,
      })),
    ...articles.list.filter((a) => mine(a.updatedBy)).map((a) => ({ kind: 'articles' as const, key: `articles-${a.id}`, path: `/admin/articles/${a.id}`, name: a.title, at: a.updatedAt })),
    ...companies.list.filter((c) => mine(c.updatedBy)).map((c) => ({ kind: 'companies' as const, key: `companies-${c.id}`, path: `/admin/companies/${c.id}`, name: c.name, at: c.updatedAt })),
    ...products.list.filter((p) => mine(p.updatedBy)).map((p) => ({ kind: 'products' as const, key: `products-${p.id}`, path: `/admin/products/${p.id}`, name: p.name, at: p.updatedAt })),
    ...brands.list
      .filter((b) => mine(b.updatedBy))
      .map((b) => ({ kind: 'brands' as const, key: `brands-${b.brandId}`, path: `/admin/brands/${encodeURIComponent(b.brandId)}`, name: b.name, at: b.updatedAt })),
  ];
}

/** The waiting items of `account`, read again when `reload` changes (null while loading; `failed` when a list could not be read). */
export function useWaiting(account: Pick<AdminAccount, 'role' | 'name'> | undefined, reload?: unknown): { items: WaitingItem[] | null; failed: boolean } {
  const [items, setItems] = useState<WaitingItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const role = account?.role;
  const name = account?.name;
  useEffect(() => {
    let live = true;
    if (!role || !name) return undefined;
    loadWaiting({ role, name }).then(
      (list) => {
        if (!live) return;
        setItems(list);
        setFailed(false);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [role, name, reload]);
  return { items, failed };
}
