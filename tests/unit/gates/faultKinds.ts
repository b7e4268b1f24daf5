/**
 * The faults of the gates in jsdom (faults.test.tsx): the 7 kinds of failure, answered below axios
 * as the browser would meet them, with what a visitor reads for each (tests/e2e/gate-faults.spec.ts's
 * FAULTS, the same strings), and the helpers a fault test needs. Kept out of the test file, whose
 * jest mocks send it through Babel without TypeScript's type imports.
 */
import { fireEvent } from '@testing-library/react';
import { FAILED_REGION, gateRoutes, settle, textOf, type Rendered } from './harness';
import { json, type Answer } from './network';

/** A route's own /webapi calls: not the site info (every page needs it) nor the media (images). */
export const ownCall = (url: URL) => url.pathname.startsWith('/webapi/') && url.pathname !== '/webapi/site' && !url.pathname.startsWith('/webapi/media/');

export interface Fault {
  name: string;
  answer: Answer;
  /** What the visitor reads (zh-CN), as tests/e2e/gate-faults.spec.ts's FAULTS. */
  message: string;
}

export const FAULTS: Fault[] = [
  { name: 'HTTP 500', answer: json(500, { success: false }), message: '服务暂时不可用（500）' },
  {
    name: 'success: false',
    answer: json(200, { success: false, data: null, errorCode: 'INTERNAL', errorMessage: '后台维护中，请稍后再试' }),
    message: '后台维护中，请稍后再试',
  },
  { name: 'malformed JSON', answer: json(200, '{"success":tr'), message: '数据格式有误' },
  {
    name: 'HTML error page',
    answer: { status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>' },
    message: '服务暂时不可用（502）',
  },
  { name: 'refused connection', answer: { refused: true }, message: '网络连接失败' },
  { name: 'data: null', answer: json(200, { success: true, data: null }), message: '数据格式有误' },
  { name: 'wrongly shaped data', answer: json(200, { success: true, data: { unexpected: [1] } }), message: '数据格式有误' },
];

export const DELAY = 10_000;

export const pathOf = async (pattern: string) => (await gateRoutes()).find((g) => g.pattern === pattern)!.path;

export const failedRegions = (r: Rendered) => Array.from(r.container.querySelectorAll(FAILED_REGION));

/**
 * Not a white screen: some text in the page's <main> (a title, a failed region's message). The browser
 * spec counts the header and footer too (20 characters); the frame here is <main> alone.
 */
export const expectNotBlank = (r: Rendered) => expect(textOf(r.main()).length).toBeGreaterThanOrEqual(10);

/**
 * Click the retry of every failed region, then wait for the data. A region may wait for another's
 * data (the home headline for the families): it retries with it, or fails on its own and is retried
 * in the next round, as a visitor would.
 */
export async function retryAll(r: Rendered) {
  for (let round = 0; round < 3; round += 1) {
    // eslint-disable-next-line no-await-in-loop -- each round waits for the previous one's answers
    await settle(r);
    const buttons = failedRegions(r).flatMap((region) => Array.from(region.querySelectorAll('button')).filter((b) => textOf(b) === '重试'));
    if (!buttons.length) break;
    // Last first, as the browser test: a region turning to loading leaves those before it in place.
    buttons.reverse().forEach((button) => {
      if (button.isConnected) fireEvent.click(button);
    });
  }
  await settle(r);
}

