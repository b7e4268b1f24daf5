import { request } from '@umijs/max';
import { toColumns } from '@/domain/seriesColumns';
import { getArticle, getArticles } from '@/services/articles';
import { getIndexSeries } from '@/services/indices';
import { get, isArray, isObject, isPage } from '@/services/client';
import { ApiError } from '@/services/errors';
import { getConstants, getSite } from '@/services/site';
import { siteInfo } from './siteInfo';

jest.mock('@umijs/max', () => ({ request: jest.fn() }));

// Files that call jest.mock go through a Babel pass that rejects imported names in type
// positions, so the part of ApiError the tests read is restated here.
interface ApiErrorType {
  kind: string;
  status?: number;
  code?: string;
  message: string;
}

const requestMock = request as unknown as jest.Mock;

const ok = <T,>(data: T) => ({ success: true, data });

const site = siteInfo();

/** The rejection of `p`, asserted to be an ApiError. */
async function rejection(p: Promise<unknown>): Promise<ApiErrorType> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiErrorType;
  }
  throw new Error('expected the promise to reject');
}

beforeEach(() => requestMock.mockReset());

describe('guards', () => {
  it('isObject excludes null and arrays', () => {
    expect(isObject({})).toBe(true);
    expect(isObject(null)).toBe(false);
    expect(isObject([])).toBe(false);
    expect(isObject('x')).toBe(false);
  });
  it('isArray', () => {
    expect(isArray([])).toBe(true);
    expect(isArray({ length: 0 })).toBe(false);
  });
  it('isPage needs list, total and current', () => {
    expect(isPage({ list: [], total: 0, current: 1, pageSize: 10 })).toBe(true);
    expect(isPage({ total: 0, current: 1 })).toBe(false);
    expect(isPage({ list: {}, total: 0, current: 1 })).toBe(false);
    expect(isPage({ list: [], total: '0', current: 1 })).toBe(false);
    expect(isPage({ list: [], total: 0 })).toBe(false);
  });
});

describe('client.get', () => {
  it('calls /webapi + path with GET and returns data unwrapped', async () => {
    requestMock.mockResolvedValue(ok([1, 2, 3]));
    await expect(get('/things', isArray)).resolves.toEqual([1, 2, 3]);
    expect(requestMock).toHaveBeenCalledTimes(1);
    const [url, options] = requestMock.mock.calls[0];
    expect(url).toBe('/webapi/things');
    expect(options.method).toBe('GET');
    expect(options.params).toBeUndefined();
  });

  it('cleans params: drops undefined/null/empty, joins arrays with commas, keeps 0', async () => {
    requestMock.mockResolvedValue(ok([]));
    await get('/index/series', isArray, {
      projId: 21,
      nodeIds: ['a', 'b', 'c'],
      from: undefined,
      to: null,
      keyword: '',
      current: 0,
      name: '五金',
    });
    expect(requestMock.mock.calls[0][1].params).toEqual({ projId: 21, nodeIds: 'a,b,c', current: 0, name: '五金' });
  });

  it('does not set skipErrorHandler unless silent', async () => {
    requestMock.mockResolvedValue(ok([]));
    await get('/x', isArray);
    expect(requestMock.mock.calls[0][1].skipErrorHandler).toBeFalsy();
  });

  it('sets skipErrorHandler when { silent: true }', async () => {
    requestMock.mockResolvedValue(ok([]));
    await get('/x', isArray, undefined, { silent: true });
    expect(requestMock.mock.calls[0][1].skipErrorHandler).toBe(true);
  });

  it('passes the abort signal through', async () => {
    requestMock.mockResolvedValue(ok([]));
    const controller = new AbortController();
    await get('/x', isArray, undefined, { signal: controller.signal });
    expect(requestMock.mock.calls[0][1].signal).toBe(controller.signal);
  });

  it.each([
    ['null body', null],
    ['string body', 'oops'],
    ['array body', [1]],
    ['success false', { success: false, data: [] }],
    ['success missing', { data: [] }],
    ['success "true" (string)', { success: 'true', data: [] }],
    ['data failing the guard', { success: true, data: { not: 'an array' } }],
  ])('throws ApiError kind malformed for %s', async (_name, body) => {
    requestMock.mockResolvedValue(body);
    const e = await rejection(get('/x', isArray));
    expect(e.kind).toBe('malformed');
  });

  it('lets the request layer error through unchanged', async () => {
    const failure = new ApiError('http', '', { status: 500 });
    requestMock.mockRejectedValue(failure);
    await expect(get('/x', isArray)).rejects.toBe(failure);
  });
});

describe('services/site', () => {
  it('getSite calls /webapi/site and unwraps the site', async () => {
    requestMock.mockResolvedValue(ok(site));
    await expect(getSite()).resolves.toEqual(site);
    expect(requestMock.mock.calls[0][0]).toBe('/webapi/site');
    expect(requestMock.mock.calls[0][1].params).toBeUndefined();
  });

  it('getSite forwards { silent: true }', async () => {
    requestMock.mockResolvedValue(ok(site));
    await getSite({ silent: true });
    expect(requestMock.mock.calls[0][1].skipErrorHandler).toBe(true);
  });

  it('getSite rejects { success: true, data: null } as malformed', async () => {
    requestMock.mockResolvedValue({ success: true, data: null });
    expect((await rejection(getSite())).kind).toBe('malformed');
  });

  it('getSite rejects a site without sections or name as malformed', async () => {
    requestMock.mockResolvedValue(ok({ ...site, sections: undefined }));
    expect((await rejection(getSite())).kind).toBe('malformed');
    requestMock.mockResolvedValue(ok({ ...site, name: 12 }));
    expect((await rejection(getSite())).kind).toBe('malformed');
  });

  it('getConstants calls /webapi/constants and checks categories and projects', async () => {
    const constants = { categories: [], projects: [] };
    requestMock.mockResolvedValue(ok(constants));
    await expect(getConstants()).resolves.toEqual(constants);
    expect(requestMock.mock.calls[0][0]).toBe('/webapi/constants');
    requestMock.mockResolvedValue(ok({ categories: [] }));
    expect((await rejection(getConstants())).kind).toBe('malformed');
  });
});

describe('services/articles', () => {
  const page = { list: [{ id: 1, title: 't' }], total: 1, current: 1, pageSize: 10, years: [2026], elsewhere: [] };

  it('getArticles calls /webapi/articles with the cleaned query and returns the page', async () => {
    requestMock.mockResolvedValue(ok(page));
    await expect(getArticles({ categoryId: 214, current: 2, pageSize: 10, keyword: undefined })).resolves.toEqual(page);
    const [url, options] = requestMock.mock.calls[0];
    expect(url).toBe('/webapi/articles');
    expect(options.params).toEqual({ categoryId: 214, current: 2, pageSize: 10 });
    expect('keyword' in options.params).toBe(false);
  });

  it('getArticles rejects a list answer without list as malformed', async () => {
    requestMock.mockResolvedValue(ok({ total: 1, current: 1, pageSize: 10 }));
    expect((await rejection(getArticles({ categoryId: 214 }))).kind).toBe('malformed');
  });

  it('getArticles lists a page without the filters\' years and other-list counts, and rejects them of the wrong kind', async () => {
    requestMock.mockResolvedValue(ok({ list: [], total: 0, current: 1, pageSize: 10 }));
    await expect(getArticles({ categoryId: 214 })).resolves.toEqual({ list: [], total: 0, current: 1, pageSize: 10, years: [], elsewhere: [] });
    requestMock.mockResolvedValue(ok({ list: [], total: 0, current: 1, pageSize: 10, years: 'all', elsewhere: [] }));
    expect((await rejection(getArticles({ categoryId: 214 }))).kind).toBe('malformed');
  });

  it('getArticles rejects a null body as malformed', async () => {
    requestMock.mockResolvedValue(null);
    expect((await rejection(getArticles({ categoryId: 214 }))).kind).toBe('malformed');
  });

  it('getArticle calls /webapi/articles/:id and encodes the id', async () => {
    const detail = { id: 12, title: 't', content: '<p>x</p>', attachments: [], tags: [] };
    requestMock.mockResolvedValue(ok(detail));
    await expect(getArticle(12)).resolves.toEqual(detail);
    expect(requestMock.mock.calls[0][0]).toBe('/webapi/articles/12');
    requestMock.mockResolvedValue(ok(detail));
    await getArticle('a/b?c');
    expect(requestMock.mock.calls[1][0]).toBe('/webapi/articles/a%2Fb%3Fc');
  });

  it('getArticle forwards silent and rejects a detail without content', async () => {
    requestMock.mockResolvedValue(ok({ id: 12, title: 't' }));
    expect((await rejection(getArticle(12, { silent: true }))).kind).toBe('malformed');
    expect(requestMock.mock.calls[0][1].skipErrorHandler).toBe(true);
  });
});

describe('services/indices getIndexSeries', () => {
  const point = (period: string, indexValue: number, extra = {}) => ({ period, year: 2026, week: 45, indexValue, lastValue: 100.1, sameValue: null, change: 0.1, changePct: 0.1, ...extra });
  const series = {
    projId: 21,
    nodeId: 'root',
    name: '总指数',
    points: [point('2026-11-02', 101.2), point('2026-11-09', 101.5, { revised: { firstValue: 101.4, revisedAt: '2026-11-16T10:00:00+08:00', reason: '更正' } })],
    breaks: [],
    gaps: [],
  };

  it('asks for columns and hands on points', async () => {
    requestMock.mockResolvedValue(ok([toColumns(series)]));
    await expect(getIndexSeries({ projId: 21, nodeIds: ['root'] })).resolves.toEqual([series]);
    expect(requestMock.mock.calls[0][0]).toBe('/webapi/index/series');
    expect(requestMock.mock.calls[0][1].params).toEqual({ projId: 21, nodeIds: 'root', layout: 'columns' });
  });

  it('reads a backend that answers points (it does not know layout) as it is', async () => {
    requestMock.mockResolvedValue(ok([series]));
    await expect(getIndexSeries({ projId: 21 })).resolves.toEqual([series]);
  });

  it('rejects columns of unequal length as malformed', async () => {
    const columns = toColumns(series);
    requestMock.mockResolvedValue(ok([{ ...columns, columns: { ...columns.columns, indexValue: [101.2] } }]));
    expect((await rejection(getIndexSeries({ projId: 21 }))).kind).toBe('malformed');
  });
});
