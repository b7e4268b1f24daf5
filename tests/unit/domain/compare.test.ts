import { rebaseTo100, toggleCompared } from '@/domain/compare';

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

describe('rebaseTo100', () => {
  it('starts at 100 at the first value and keeps gaps as gaps', () => {
    expect(rebaseTo100([null, 50, 55, null, 40])).toEqual([null, 100, 110, null, 80]);
    expect(rebaseTo100([300, 100, 500])).toEqual([100, 33.33, 166.67]);
  });

  it('has nothing to show without a first value, or when it is 0', () => {
    expect(rebaseTo100([null, null])).toEqual([null, null]);
    expect(rebaseTo100([0, 2, 4])).toEqual([null, null, null]);
    expect(rebaseTo100([])).toEqual([]);
  });
});
