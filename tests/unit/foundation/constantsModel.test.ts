import { renderHook, waitFor } from '@testing-library/react';
import { CATEGORY_IDS, PAGE_SIZE, PROJECTS } from '@/config/constants';
import useConstants, { SEED_CONSTANTS, withSiteConstants } from '@/models/constants';
import { clearCache } from '@/services/cache';
import { ApiError } from '@/services/errors';
import { getConstants } from '@/services/site';

jest.mock('@/services/site', () => ({ getConstants: jest.fn() }));
const getConstantsMock = getConstants as unknown as jest.Mock;

// (No type imports here: with jest.mock in the file the transform cannot strip them.)
const ANSWER = {
  categories: [
    { id: 320, key: 'report' as const, name: '研究报告', type: 'report' as const },
    { id: 314, key: 'comment' as const, name: '指数评论', type: 'comment' as const },
  ],
  projects: [{ projId: 31, depth: 2, list: ['indexValue' as const] }],
};

beforeEach(() => {
  jest.clearAllMocks();
  clearCache();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('withSiteConstants', () => {
  it('is the seed without an answer', () => {
    expect(withSiteConstants(SEED_CONSTANTS, undefined)).toBe(SEED_CONSTANTS);
    expect(SEED_CONSTANTS).toMatchObject({ categoryIds: CATEGORY_IDS, projects: PROJECTS, pageSize: PAGE_SIZE });
  });

  it('takes the category ids and projects of the answer; categories it does not name keep the seed id', () => {
    const c = withSiteConstants(SEED_CONSTANTS, ANSWER);
    expect(c.categoryIds).toEqual({ ...CATEGORY_IDS, report: 320, comment: 314 });
    expect(c.projects).toEqual(ANSWER.projects);
    expect(c.pageSize).toBe(10);
  });

  it('ignores unknown categories and bad ids', () => {
    const c = withSiteConstants(SEED_CONSTANTS, {
      categories: [
        { id: 999, key: 'weather' as never, name: '天气' },
        { id: -1, key: 'info', name: '行业资讯' },
        { id: 1.5, key: 'brand', name: '区域品牌' },
        { id: '216' as never, key: 'about', name: '市场介绍' },
        { id: 412, key: 'introduce', name: '指数介绍' },
      ],
      projects: PROJECTS,
    });
    expect(c.categoryIds).toEqual({ ...CATEGORY_IDS, introduce: 412 });
    expect(c.categoryIds).not.toHaveProperty('weather');
  });

  it.each([
    ['empty', []],
    ['a bad value kind', [{ projId: 21, depth: 4, list: ['nope'] }]],
    ['a missing depth', [{ projId: 21, list: [] }]],
    ['not a list', null],
  ])('keeps the seed projects when the answer has %s', (_what, projects) => {
    expect(withSiteConstants(SEED_CONSTANTS, { categories: [], projects: projects as never }).projects).toBe(PROJECTS);
  });
});

describe('the constants model', () => {
  it('serves the seed values at once, then the answer of /webapi/constants, asked silently', async () => {
    getConstantsMock.mockResolvedValue(ANSWER);
    const { result } = renderHook(() => useConstants());
    expect(result.current.loaded).toBe(false);
    expect(result.current.categoryIds).toEqual(CATEGORY_IDS);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.categoryIds.report).toBe(320);
    expect(result.current.projects).toEqual(ANSWER.projects);
    expect(getConstantsMock).toHaveBeenCalledTimes(1);
    expect(getConstantsMock).toHaveBeenCalledWith({ silent: true });
  });

  it('asks once per visit: a second user of the model reads the cached answer', async () => {
    getConstantsMock.mockResolvedValue(ANSWER);
    const first = renderHook(() => useConstants());
    await waitFor(() => expect(first.result.current.loaded).toBe(true));
    const second = renderHook(() => useConstants());
    expect(second.result.current.categoryIds.report).toBe(320);
    expect(getConstantsMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the seed values when the request fails', async () => {
    getConstantsMock.mockRejectedValue(new ApiError('network', ''));
    const { result } = renderHook(() => useConstants());
    await waitFor(() => expect(getConstantsMock).toHaveBeenCalledTimes(1));
    await new Promise((r) => {
      setTimeout(r, 0);
    });
    expect(result.current.loaded).toBe(false);
    expect(result.current.categoryIds).toEqual(CATEGORY_IDS);
    expect(result.current.projects).toBe(PROJECTS);
  });
});
