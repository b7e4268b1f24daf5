/**
 * The hits of a site-wide search, grouped (index categories, articles, companies, brands, products),
 * desktop and phone alike: each group with its count, its hits (the searched words marked) and, when
 * it has more, a link to the full list filtered by the word. With no hit at all: what to try instead.
 */
import { Link, useModel } from '@umijs/max';
import type { ReactNode } from 'react';
import { useT } from '@/hooks/useT';
import type { SearchResult } from '@/types/webapi';
import { formatDate } from '@/utils/format';
import { articleHref, articleListViews, type ArticleListKind } from '@/views/articles';
import type { Side } from '@/views/codec';
import { searchView } from '@/views/search';
import { categoryLinks, directoryGroups, type HitLink } from './hits';
import Marked from './Marked';
import styles from './SearchResults.less';

/** The article column (栏目) keys of the constants, and the menu entry that names each. */
const COLUMN_TITLES: Record<string, string> = {
  comment: 'menu.comment',
  report: 'menu.report',
  info: 'menu.info',
  about: 'menu.about',
  introduce: 'menu.introduce',
  brand: 'menu.brandRank',
};
const LISTED: ArticleListKind[] = ['comment', 'report', 'info'];

interface GroupProps {
  id: string;
  title: string;
  total: number;
  shown: number;
  children: ReactNode;
  /** The full list filtered by the word, when it has more than shown. */
  more?: ReactNode;
}

function Group({ id, title, total, shown, children, more }: GroupProps) {
  const { t } = useT();
  if (total === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={`search-${id}`} data-testid={`search-group-${id}`}>
      <h2 id={`search-${id}`} className={styles.groupTitle}>
        {title} <span className={styles.count}>{t('search.count', { total })}</span>
      </h2>
      <ul className={styles.hits}>{children}</ul>
      {total > shown && <div className={styles.more}>{more ?? t('search.moreUnlisted', { rest: total - shown })}</div>}
    </section>
  );
}

/** Hits that are a marked name linking to their page, and what they are. */
function NamedHits({ hits }: { hits: HitLink[] }) {
  return (
    <>
      {hits.map((h) => (
        <li key={h.key} data-testid="search-hit">
          <Link to={h.to} className={styles.name}>
            <Marked {...h.name} />
          </Link>
          <span className={styles.meta}>{h.meta}</span>
        </li>
      ))}
    </>
  );
}

export default function SearchResults({ result, side }: { result: SearchResult; side: Side }) {
  const { t, intl } = useT();
  const { categoryIds } = useModel('constants');
  const q = result.q;
  const columnKey = (categoryId: number) => Object.entries(categoryIds).find(([, id]) => id === categoryId)?.[0];

  if (result.total === 0) {
    return (
      <div className={styles.none} data-testid="search-none" role="status">
        <p className={styles.noneTitle}>{t('search.none', { q })}</p>
        <p>{t('search.noneHint')}</p>
        {result.suggestions.length > 0 && (
          <p className={styles.suggestions}>
            {t('search.suggestions')}
            {result.suggestions.map((s) => (
              <Link key={s} to={searchView.href({ q: s }, side)} data-testid="search-suggestion">
                {s}
              </Link>
            ))}
          </p>
        )}
      </div>
    );
  }

  const { categories, articles } = result;
  // The directory's groups: each opens its own list filtered by the words.
  const listed = directoryGroups(result, side, (rank) => t('search.rank', { rank }));
  return (
    <div className={`${styles.results} ${side === 'mobile' ? styles.stacked : ''}`}>
      <p className={styles.summary} role="status">
        {t('search.summary', { q, total: result.total })}
      </p>
      <Group id="categories" title={t('search.group.categories')} total={categories.total} shown={categories.items.length}>
        <NamedHits hits={categoryLinks(result, side)} />
      </Group>
      <Group
        id="articles"
        title={t('search.group.articles')}
        total={articles.total}
        shown={articles.items.length}
        more={articles.byCategory
          .map((c) => ({ ...c, key: columnKey(c.categoryId) }))
          .filter((c): c is typeof c & { key: ArticleListKind } => LISTED.includes(c.key as ArticleListKind))
          .map((c) => (
            <Link key={c.categoryId} to={articleListViews[c.key].href({ keyword: q }, side)}>
              {t('search.moreIn', { column: t(COLUMN_TITLES[c.key]), total: c.total })}
            </Link>
          ))}
      >
        {articles.items.map((a) => {
          const key = columnKey(a.categoryId);
          return (
            <li key={a.id} data-testid="search-hit">
              <Link to={articleHref(a.id, side)} className={styles.name}>
                <Marked {...a.title} />
              </Link>
              <span className={styles.meta}>
                {key && COLUMN_TITLES[key] ? `${t(COLUMN_TITLES[key])} · ` : ''}
                {formatDate(a.publishedAt.slice(0, 10), intl.locale)}
              </span>
              {a.snippet.text && (
                <p className={styles.snippet}>
                  <Marked {...a.snippet} />
                </p>
              )}
            </li>
          );
        })}
      </Group>
      {listed.map((g) => (
        <Group
          key={g.id}
          id={g.id}
          title={t(`search.group.${g.id}`)}
          total={g.total}
          shown={g.hits.length}
          more={<Link to={g.more}>{t('search.moreAll', { total: g.total })}</Link>}
        >
          <NamedHits hits={g.hits} />
        </Group>
      ))}
    </div>
  );
}
