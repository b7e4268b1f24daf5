import { toggleCompared } from '@/domain/compare';

describe('toggleCompared', () => {
  it('adds an id at the end when there is room', () => {
    expect(toggleCompared(['a'], 'b', 4)).toEqual(['a', 'b']);
    expect(toggleCompared(['a', 'b', 'c'], 'd', 4)).toEqual(['a', 'b', 'c', 'd']);
    expect(toggleCompared([], 'a', 1)).toEqual(['a']);
  });

  it('removes a compared id, keeping the order of the others', () => {
    expect(toggleCompared(['a', 'b', 'c'], 'b', 4)).toEqual(['a', 'c']);
    expect(toggleCompared(['a', 'b', 'c', 'd'], 'a', 4)).toEqual(['b', 'c', 'd']);
  });

  it('keeps the last compared id', () => {
    const ids = ['a'];
    expect(toggleCompared(ids, 'a', 4)).toEqual(['a']);
    expect(toggleCompared(ids, 'a', 4)).toBe(ids);
  });

  it('adds nothing when full, but still removes', () => {
    const full = ['a', 'b', 'c', 'd'];
    expect(toggleCompared(full, 'e', 4)).toBe(full);
    expect(toggleCompared(full, 'e', 4)).toEqual(['a', 'b', 'c', 'd']);
    expect(toggleCompared(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(toggleCompared(full, 'c', 4)).toEqual(['a', 'b', 'd']);
  });

  it('does not change the given list', () => {
    const ids = ['a', 'b'];
    toggleCompared(ids, 'c', 4);
    toggleCompared(ids, 'a', 4);
    expect(ids).toEqual(['a', 'b']);
  });
});
