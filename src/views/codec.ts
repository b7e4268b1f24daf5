/**
 * The one URL codec of the site (docs/views.md). A page's view is a plain typed object declared
 * as named fields; `parse` reads it from the query (junk falls back to the field's default),
 * `toQuery` writes it back (values at their default are left out, so links stay short), and
 * `href` builds a link into the page from anywhere, desktop or /mobile twin.
 *
 * No React here: the codecs are unit-tested as plain functions; `useView` binds one to the URL.
 */
import { MOBILE_PREFIX } from '@/config/sections';

/** How one query parameter is read and written. */
export interface Field<T> {
  readonly defaultValue: T;
  /** The value of a raw parameter (null when absent); anything unreadable gives the default. */
  parse(raw: string | null): T;
  /** The parameter's text, or undefined to leave it out (the default, or nothing to say). */
  format(value: T): string | undefined;
}

type Fields = Record<string, Field<any>>;
export type ViewOf<F extends Fields> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never };

export type Side = 'desktop' | 'mobile';

/**
 * The one rule for history entries: a new page of results, a new search, a step down or up a
 * category tree (`drill`, the phone's /mobile/data list) or another published version of the index
 * (`asOf`, /data's 「历史版本」: Back returns to the latest) is a step the visitor goes Back through
 * (push); every other change adjusts the same view (replace).
 */
export const PUSH_PARAMS: readonly string[] = ['page', 'keyword', 'drill', 'q', 'asOf'];
/** Any change but the page itself sends a paged view back to its first page. */
export const PAGE_PARAM = 'page';

export interface ViewCodec<V> {
  /** Desktop path of the page; its /mobile twin is `/mobile` + path. */
  readonly path: string;
  readonly defaults: V;
  parse(query: URLSearchParams | string): V;
  /** Parameters in the fields' order, defaults left out. */
  toQuery(view: V): [string, string][];
  /** `?a=1&b=x,y` (commas of lists stay readable), or '' for the default view. */
  search(view: V): string;
  /** A link into the page showing `patch` over the default view. */
  href(patch?: Partial<V>, side?: Side): string;
  /** The view after a visitor's change, with the page's own consequences (another family, page 1). */
  apply(current: V, patch: Partial<V>): V;
  /** Whether going from `current` to `next` adds a history entry. */
  pushes(current: V, next: V): boolean;
}

export interface ViewOptions<V> {
  /** Consequences of a change beyond the fields it names (e.g. another family has other nodes). */
  adjust?: (next: V, patch: Partial<V>, current: V) => V;
}

export const pathOn = (path: string, side: Side = 'desktop') => (side === 'mobile' ? `${MOBILE_PREFIX}${path}` : path);

const encode = (v: string) => encodeURIComponent(v).replace(/%2C/gi, ',');

export function defineView<F extends Fields>(path: string, fields: F, options: ViewOptions<ViewOf<F>> = {}): ViewCodec<ViewOf<F>> {
  type V = ViewOf<F>;
  const keys = Object.keys(fields) as (keyof F & string)[];
  const defaults = Object.fromEntries(keys.map((k) => [k, fields[k].defaultValue])) as V;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

  const codec: ViewCodec<V> = {
    path,
    defaults,
    parse(query) {
      const params = typeof query === 'string' ? new URLSearchParams(query) : query;
      return Object.fromEntries(keys.map((k) => [k, fields[k].parse(params.get(k))])) as V;
    },
    toQuery(view) {
      return keys.flatMap((k) => {
        const text = fields[k].format(view[k]);
        return text === undefined || text === '' ? [] : [[k, text] as [string, string]];
      });
    },
    search(view) {
      const query = codec.toQuery(view);
      return query.length ? `?${query.map(([k, v]) => `${k}=${encode(v)}`).join('&')}` : '';
    },
    href(patch = {}, side = 'desktop') {
      return `${pathOn(path, side)}${codec.search({ ...defaults, ...patch })}`;
    },
    apply(current, patch) {
      let next = { ...current, ...patch } as V;
      if (PAGE_PARAM in fields && !(PAGE_PARAM in patch)) {
        const changed = keys.some((k) => k !== PAGE_PARAM && !same(current[k], next[k]));
        if (changed) next = { ...next, [PAGE_PARAM]: defaults[PAGE_PARAM] };
      }
      return options.adjust ? options.adjust(next, patch, current) : next;
    },
    pushes(current, next) {
      return keys.some((k) => PUSH_PARAMS.includes(k) && !same(current[k], next[k]));
    },
  };
  return codec;
}

// ---------------------------------------------------------------- fields

/** Free text (a keyword, a facet value); trimmed, '' when absent. */
export const text = (): Field<string> => ({
  defaultValue: '',
  parse: (raw) => (raw ?? '').trim().slice(0, 100),
  format: (v) => v.trim() || undefined,
});

/** One of a fixed set of values. */
export function oneOf<T extends string>(values: readonly T[], defaultValue: T): Field<T> {
  return {
    defaultValue,
    parse: (raw) => (values.includes(raw as T) ? (raw as T) : defaultValue),
    format: (v) => (v === defaultValue ? undefined : v),
  };
}

/** A positive whole number no larger than `max`, or undefined (absent or unreadable). */
export function optionalInt(max = Number.MAX_SAFE_INTEGER): Field<number | undefined> {
  return {
    defaultValue: undefined,
    parse: (raw) => {
      if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
      const n = Number(raw);
      return n >= 1 && n <= max ? n : undefined;
    },
    format: (v) => (v === undefined ? undefined : String(v)),
  };
}

/** The page of a paged list: 1 unless a positive whole number says otherwise (the backend clamps). */
export const page = (): Field<number> => {
  const n = optionalInt();
  return { defaultValue: 1, parse: (raw) => n.parse(raw) ?? 1, format: (v) => (v > 1 ? String(v) : undefined) };
};

/** A comma list of ids: trimmed, without duplicates, at most `max`. */
export function idList(max: number, pattern = /^[\w-]{1,40}$/): Field<string[]> {
  return {
    defaultValue: [],
    parse: (raw) => [...new Set((raw ?? '').split(',').map((s) => s.trim()))].filter((s) => pattern.test(s)).slice(0, max),
    format: (v) => (v.length ? v.join(',') : undefined),
  };
}

/** An optional key such as a period (`2026-11-16`, `2026-10`) or a node id; undefined when unreadable. */
export function optionalKey(pattern = /^[\w-]{1,40}$/): Field<string | undefined> {
  return {
    defaultValue: undefined,
    parse: (raw) => (raw && pattern.test(raw) ? raw : undefined),
    format: (v) => v,
  };
}

/** The id of a detail route (`/article/:id`, `/companyDetail/:id`): a positive whole number, else undefined (a 404 without a request). */
export const routeId = (raw: string | undefined): number | undefined => optionalInt().parse(raw ?? null);
