// Shared jest setup. Testing Library's waits (waitFor, findBy…) give up after 1 s by default: on a
// busy machine a render can take longer, so they wait up to 15 s (a passing wait returns at once).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });

// rc-util measures the scrollbar (rc-table on every table's mount, the modal's scroll lock) by
// reading the element's computed style and a probe's offsetWidth − clientWidth. jsdom has no layout,
// so the answer is always 0 — but each getComputedStyle matches every antd rule in the document
// (seconds per table on a busy machine). Same answer, without the cascade.
jest.mock('rc-util/lib/getScrollBarSize', () => ({
  __esModule: true,
  default: () => 0,
  getTargetScrollBarSize: () => ({ width: 0, height: 0 }),
}));
