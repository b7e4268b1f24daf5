/**
 * whenIdle (src/utils/idle.ts): work the first view does not need waits for the next frame, a pause
 * and an idle moment, and never runs once cancelled.
 */
import { whenIdle } from '@/utils/idle';

/** jsdom has no requestIdleCallback: a browser's, idle 40 ms after it is asked. */
function withIdleCallback() {
  window.requestIdleCallback = ((cb: IdleRequestCallback) => window.setTimeout(() => cb({ didTimeout: false, timeRemaining: () => 10 }), 40)) as never;
  window.cancelIdleCallback = ((id: number) => window.clearTimeout(id)) as never;
}

describe('whenIdle', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    withIdleCallback();
  });
  afterEach(() => jest.useRealTimers());

  it('runs the task after a frame and the pause, once the browser is idle', () => {
    const task = jest.fn();
    whenIdle(task, { afterMs: 100 });
    jest.advanceTimersByTime(130);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task, whichever step it was waiting for', () => {
    for (const wait of [0, 30, 130]) {
      const task = jest.fn();
      const cancel = whenIdle(task, { afterMs: 100 });
      jest.advanceTimersByTime(wait);
      cancel();
      jest.advanceTimersByTime(5000);
      expect(task).not.toHaveBeenCalled();
    }
  });

  it('runs it after the pause where the browser has no requestIdleCallback (Safari before 16.4)', () => {
    // @ts-expect-error: a browser without it
    delete window.requestIdleCallback;
    const task = jest.fn();
    whenIdle(task, { afterMs: 100 });
    jest.advanceTimersByTime(90);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(40);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
