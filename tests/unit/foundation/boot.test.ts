import { request } from '@umijs/max';
import { requestKey } from '@/config/firstScreen';
import { BOOT_PROMISE } from '@/config/bootRoutes';
import { resetBoot, ROUTE_BOOT_WAIT_MS, takeRouteBoot } from '@/services/boot';
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

  describe("the route's answers the preload helper asked for", () => {
    const holder = window as unknown as Record<string, unknown>;
    const articles = { '/articles?categoryId=214&current=1&pageSize=5&siteCode=qingxi-hardware': { success: true, data: page } };
    afterEach(() => {
      delete holder[BOOT_PROMISE];
      jest.useRealTimers();
    });

    it('are added to the page\'s and answer without the network; the promise is taken once', async () => {
      boot({ '/site?siteCode=qingxi-hardware': { success: true, data: site } });
      holder[BOOT_PROMISE] = Promise.resolve({ success: true, data: { answers: articles } });
      await takeRouteBoot();
      expect(holder[BOOT_PROMISE]).toBeUndefined();
      await expect(getArticles({ categoryId: 214, current: 1, pageSize: 5 })).resolves.toMatchObject({ list: page.list });
      await expect(getSite()).resolves.toEqual(site);
      expect(requestMock).not.toHaveBeenCalled();
    });

    it('a failed or refused request adds nothing: the page asks', async () => {
      for (const answer of [Promise.reject(new Error('offline')), Promise.resolve(null), Promise.resolve({ success: false, message: '无' })]) {
        boot({});
        holder[BOOT_PROMISE] = answer;
        await takeRouteBoot();
        requestMock.mockResolvedValue({ success: true, data: page });
        await getArticles({ categoryId: 214, current: 1, pageSize: 5 });
      }
      expect(requestMock).toHaveBeenCalledTimes(3);
    });

    it(`waits at most ${ROUTE_BOOT_WAIT_MS} ms for them`, async () => {
      jest.useFakeTimers();
      boot({});
      holder[BOOT_PROMISE] = new Promise(() => {});
      let done = false;
      const taking = takeRouteBoot().then(() => (done = true));
      await jest.advanceTimersByTimeAsync(ROUTE_BOOT_WAIT_MS - 1);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await taking;
      expect(done).toBe(true);
    });
  });
});
