/**
 * mock/lib/dataset for the gates: `getDataset()`, which the server's answers in tests/unit/model/routes.ts
 * read, is the demo dataset of tests/unit/model/support.ts's fixed day, so ids and pages do not move with
 * the calendar. A test file's jest mock factory of mock/lib/dataset returns `fixedDay`.
 */
import type * as Actual from '../../../mock/lib/dataset';
import type * as Support from '../model/support';

export const fixedDay: typeof Actual = {
  ...jest.requireActual<typeof Actual>('../../../mock/lib/dataset'),
  getDataset: () => jest.requireActual<typeof Support>('../model/support').dataset(),
};
