/**
 * useApi on an answer already in the cache (boot data, a prefetch): the first render shows it and no
 * second render follows only to set the same state (issue 23: that re-rendered every region of a
 * page before its first paint); a stale answer is asked again; a new key asks as before.
 */
import { act, render, screen } from '@testing-library/react';
import { REQUEST_CACHE_TIME } from '@/config/constants';
import { useApi } from '@/hooks/useApi';
import { clearCache, writeCache } from '@/services/cache';

let renders = 0;

function Answer({ id, load }: { id: string; load: () => Promise<string> }) {
  renders += 1;
  const { data, loading } = useApi(`answer|${id}`, load);
  return <p data-testid="answer">{loading ? 'loading' : data}</p>;
}

beforeEach(() => {
  clearCache();
  renders = 0;
});

const settle = () => act(async () => {
  await new Promise((r) => { setTimeout(r, 0); });
});

describe('useApi with a fresh answer in the cache', () => {
  it('shows it in its first render, asks nothing and renders once', async () => {
    writeCache('answer|a', { data: '已缓存', params: [], time: Date.now() });
    const load = jest.fn().mockResolvedValue('新的');
    render(<Answer id="a" load={load} />);
    expect(screen.getByTestId('answer').textContent).toBe('已缓存');
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(renders).toBe(1);
    expect(screen.getByTestId('answer').textContent).toBe('已缓存');
  });

  it('asks again for an answer older than the cache time', async () => {
    writeCache('answer|a', { data: '旧的', params: [], time: Date.now() - REQUEST_CACHE_TIME - 1 });
    const load = jest.fn().mockResolvedValue('新的');
    render(<Answer id="a" load={load} />);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('answer').textContent).toBe('新的');
  });

  it('asks for a new key once mounted', async () => {
    writeCache('answer|a', { data: '已缓存', params: [], time: Date.now() });
    const load = jest.fn().mockResolvedValue('乙');
    const { rerender } = render(<Answer id="a" load={load} />);
    await settle();
    rerender(<Answer id="b" load={load} />);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('answer').textContent).toBe('乙');
  });

  it('asks on mount when nothing is cached', async () => {
    const load = jest.fn().mockResolvedValue('甲');
    render(<Answer id="a" load={load} />);
    expect(screen.getByTestId('answer').textContent).toBe('loading');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('answer').textContent).toBe('甲');
  });
});
