import { request } from '@umijs/max';
import { requestKey } from '@/config/firstScreen';
import { resetBoot } from '@/services/boot';
import { getArticles } from '@/services/articles';
import { getSite } from '@/services/site';

jest.mock('@umijs/max', () => ({ request: jest.fn() }));

const requestMock = request as unknown as jest.Mock;

const site = { siteCode: 'qingxi-hardware', name: '青溪五金产业指数', sections: ['home'] };
const page = { list: [{ id: 1, title: '点评</script>' }], total: 1, current: 1, pageSize: 5 };

/** Put boot data into the document as the server does (server/boot.ts). */
function boot(answers: Record<string, unknown> | string) {
  document.getElementById('boot')?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'boot';
  el.textContent = typeof answers === 'string' ? answers : JSON.stringify({ answers }).replace(/</g, '\\u003c');
  document.body.appendChild(el);
  resetBoot();
}

beforeEach(() => {
  requestMock.mockReset();
  requestMock.mockResolvedValue({ success: true, data: { ...site, name: '从网络来的' } });
});

describe('boot data', () => {
  it('the key names the query sorted, so the server and the app spell a request alike', () => {
    expect(requestKey('/articles', { siteCode: 'x', pageSize: 5, categoryId: 214, current: 1 })).toBe('/articles?categoryId=214&current=1&pageSize=5&siteCode=x');
    expect(requestKey('/site', {})).toBe('/site');
  });

  it('answers a request it carries without the network, once; the next ask goes to the network', async () => {
    boot({ '/site?siteCode=qingxi-hardware': { success: true, data: site } });
    await expect(getSite()).resolves.toEqual(site);
    expect(requestMock).not.toHaveBeenCalled();
    await expect(getSite()).resolves.toMatchObject({ name: '从网络来的' });
    expect(requestMock).toHaveBeenCalledTimes(1);
  });

  it('matches the parameters the service sends (and the site code), whatever their order', async () => {
    boot({ '/articles?categoryId=214&current=1&pageSize=5&siteCode=qingxi-hardware': { success: true, data: page } });
    await expect(getArticles({ categoryId: 214, current: 1, pageSize: 5 })).resolves.toMatchObject({ list: page.list });
    expect(requestMock).not.toHaveBeenCalled();
    requestMock.mockResolvedValue({ success: true, data: page });
    await getArticles({ categoryId: 214, current: 2, pageSize: 5 });
    expect(requestMock).toHaveBeenCalledTimes(1);
  });

  it('a malformed boot answer is an error as a malformed network answer is; unreadable boot data is none', async () => {
    boot({ '/site?siteCode=qingxi-hardware': { success: true, data: { unexpected: 1 } } });
    await expect(getSite()).rejects.toMatchObject({ kind: 'malformed' });
    boot('{not json');
    await expect(getSite()).resolves.toMatchObject({ name: '从网络来的' });
  });
});
