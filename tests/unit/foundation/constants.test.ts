import {
  API_BASE,
  CATEGORY_IDS,
  clampPage,
  FIRST_PAGE,
  FOCUS_REFRESH_THROTTLE,
  INFINITE_SCROLL_THRESHOLD,
  PAGE_SIZE,
  REQUEST_CACHE_TIME,
} from '@/config/constants';

describe('seed constants', () => {
  it('keeps the original values', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(FIRST_PAGE).toBe(1);
    expect(REQUEST_CACHE_TIME).toBe(300000);
    expect(FOCUS_REFRESH_THROTTLE).toBe(5000);
    expect(INFINITE_SCROLL_THRESHOLD).toBe(100);
    expect(API_BASE).toBe('/webapi');
  });

  it('keeps the original category ids', () => {
    expect(CATEGORY_IDS).toEqual({ report: 220, comment: 214, info: 213, brand: 221, about: 216, introduce: 212 });
  });
});

describe('clampPage', () => {
  it('keeps a page inside the range', () => {
    expect(clampPage(1, 35)).toBe(1);
    expect(clampPage(3, 35)).toBe(3);
    expect(clampPage(4, 35)).toBe(4);
  });

  it('raises a page below 1 to 1', () => {
    expect(clampPage(0, 35)).toBe(1);
    expect(clampPage(-5, 35)).toBe(1);
  });

  it('lowers a page above the total pages to the last page', () => {
    expect(clampPage(5, 35)).toBe(4);
    expect(clampPage(999, 40)).toBe(4);
  });

  it('uses 1 when there is nothing (total 0)', () => {
    expect(clampPage(1, 0)).toBe(1);
    expect(clampPage(7, 0)).toBe(1);
  });

  it('uses 1 for NaN and infinities', () => {
    expect(clampPage(Number.NaN, 35)).toBe(1);
    expect(clampPage(Number.POSITIVE_INFINITY, 35)).toBe(1);
    expect(clampPage(Number.NEGATIVE_INFINITY, 35)).toBe(1);
  });

  it('drops the fraction of a non-integer page', () => {
    expect(clampPage(2.7, 35)).toBe(2);
    expect(clampPage(0.5, 35)).toBe(1);
    expect(clampPage(4.9, 35)).toBe(4);
    expect(clampPage(9.5, 35)).toBe(4);
  });

  it('honours a custom page size', () => {
    expect(clampPage(5, 35, 20)).toBe(2);
    expect(clampPage(5, 35, 5)).toBe(5);
    expect(clampPage(8, 35, 5)).toBe(7);
  });
});
