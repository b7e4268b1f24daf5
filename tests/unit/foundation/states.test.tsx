import { fireEvent, render, screen } from '@testing-library/react';
import { AsyncView, NotFoundState } from '@/components/states';
import { ApiError } from '@/services/errors';

jest.mock('@umijs/max', () => {
  const { createElement } = require('react');
  return {
    useIntl: () => ({ formatMessage: ({ id }: { id: string }) => id, locale: 'zh-CN' }),
    Link: ({ to, children, ...rest }: { to: string; children?: unknown }) => createElement('a', { href: to, ...rest }, children),
  };
});


const stateOf = (container: HTMLElement) => container.querySelector('[data-state]')?.getAttribute('data-state');
const list = (items: string[]) => <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>;

describe('AsyncView', () => {
  it('shows loading while loading with no data', () => {
    const children = jest.fn(list);
    const { container } = render(
      <AsyncView loading data={undefined}>
        {children}
      </AsyncView>,
    );
    expect(stateOf(container)).toBe('loading');
    expect(screen.getByRole('status').textContent).toBe('state.loading');
    expect(children).not.toHaveBeenCalled();
  });

  it('shows loading when not loading yet and there is no data nor error', () => {
    const { container } = render(<AsyncView loading={false} data={undefined}>{list}</AsyncView>);
    expect(stateOf(container)).toBe('loading');
  });

  it('keeps the old data while refreshing', () => {
    render(<AsyncView loading data={['旧数据']}>{list}</AsyncView>);
    expect(screen.getByText('旧数据').tagName).toBe('LI');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the error with a retry button that calls onRetry', () => {
    const onRetry = jest.fn();
    const { container } = render(
      <AsyncView loading={false} error={new ApiError('network', '')} data={undefined} onRetry={onRetry}>
        {list}
      </AsyncView>,
    );
    expect(stateOf(container)).toBe('error');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('state.errorTitle');
    expect(alert.textContent).toContain('error.network');
    const button = screen.getByRole('button', { name: 'state.retry' });
    expect(onRetry).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the backend message in the error and no retry button without onRetry', () => {
    render(
      <AsyncView loading={false} error={new ApiError('business', '站点不存在')} data={undefined}>
        {list}
      </AsyncView>,
    );
    expect(screen.getByRole('alert').textContent).toContain('站点不存在');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders the given notFound node for a 404 ApiError', () => {
    const { container } = render(
      <AsyncView
        loading={false}
        error={new ApiError('http', '文章不存在', { status: 404, code: 'NOT_FOUND' })}
        data={undefined}
        notFound={<NotFoundState homePath="/mobile/home" />}
      >
        {list}
      </AsyncView>,
    );
    expect(stateOf(container)).toBe('not-found');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('notFound.title');
    expect(screen.getByRole('link', { name: 'notFound.home' }).getAttribute('href')).toBe('/mobile/home');
  });

  it('renders notFound for a NOT_FOUND business code too', () => {
    render(
      <AsyncView loading={false} error={new ApiError('business', '', { code: 'NOT_FOUND' })} data={undefined} notFound={<p>没有这篇文章</p>}>
        {list}
      </AsyncView>,
    );
    expect(screen.getByText('没有这篇文章')).toBeTruthy();
  });

  it('shows the error state for a 404 when no notFound node is given', () => {
    const { container } = render(
      <AsyncView loading={false} error={new ApiError('http', '', { status: 404 })} data={undefined}>
        {list}
      </AsyncView>,
    );
    expect(stateOf(container)).toBe('error');
    expect(screen.getByRole('alert').textContent).toContain('error.notFound');
  });

  it('shows the error state, not notFound, for another error', () => {
    render(
      <AsyncView loading={false} error={new ApiError('http', '', { status: 500 })} data={undefined} notFound={<p>404</p>}>
        {list}
      </AsyncView>,
    );
    expect(screen.queryByText('404')).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('shows empty for an empty array', () => {
    const children = jest.fn(list);
    const { container } = render(<AsyncView loading={false} data={[] as string[]}>{children}</AsyncView>);
    expect(stateOf(container)).toBe('empty');
    expect(container.textContent).toBe('state.empty');
    expect(children).not.toHaveBeenCalled();
  });

  it('shows empty for a page with an empty list, with a custom text', () => {
    const { container } = render(
      <AsyncView loading={false} data={{ list: [] as string[], total: 0, current: 1, pageSize: 10 }} emptyText="暂无文章">
        {(page) => list(page.list)}
      </AsyncView>,
    );
    expect(stateOf(container)).toBe('empty');
    expect(container.textContent).toBe('暂无文章');
  });

  it('shows the content for a page with items', () => {
    render(
      <AsyncView loading={false} data={{ list: ['行业评论一', '行业评论二'], total: 2, current: 1, pageSize: 10 }}>
        {(page) => list(page.list)}
      </AsyncView>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['行业评论一', '行业评论二']);
  });

  it('shows the content for a non-list object', () => {
    render(<AsyncView loading={false} data={{ title: '青溪五金指数' }}>{(d) => <h1>{d.title}</h1>}</AsyncView>);
    expect(screen.getByRole('heading').textContent).toBe('青溪五金指数');
  });

  it('honours a custom isEmpty', () => {
    const { container } = render(
      <AsyncView loading={false} data={{ points: [] as number[] }} isEmpty={(d) => d.points.length === 0}>
        {() => <p>chart</p>}
      </AsyncView>,
    );
    expect(stateOf(container)).toBe('empty');
    expect(screen.queryByText('chart')).toBeNull();
  });

  it('takes a whole request with `of`: its data, its error, and retry through refresh or retry', () => {
    const { rerender } = render(<AsyncView of={{ loading: false, data: ['行业评论一'] }}>{list}</AsyncView>);
    expect(screen.getByRole('listitem').textContent).toBe('行业评论一');

    const refresh = jest.fn();
    rerender(<AsyncView of={{ loading: false, error: new ApiError('network', ''), data: undefined, refresh }}>{list}</AsyncView>);
    fireEvent.click(screen.getByRole('button', { name: 'state.retry' }));
    expect(refresh).toHaveBeenCalledTimes(1);

    const retry = jest.fn();
    rerender(<AsyncView of={{ loading: false, error: new ApiError('network', ''), data: undefined, retry }}>{list}</AsyncView>);
    fireEvent.click(screen.getByRole('button', { name: 'state.retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
