/**
 * What waits for a reviewer or an editor (the 工作台 and the menu's count): classifications join the
 * publications and content — a reviewer sees those submitted by others (never one they imported or
 * submitted), an editor the ones sent back to them.
 */
import { loadWaiting } from '@/components/admin/Waiting';
import * as admin from '@/services/admin';

jest.mock('@/services/admin', () => {
  const empty = () => Promise.resolve({ list: [], total: 0 });
  return {
    listIndexPublications: jest.fn(() => Promise.resolve([])),
    listAdminArticles: jest.fn(empty),
    companiesApi: { list: jest.fn(empty) },
    productsApi: { list: jest.fn(empty) },
    brandsApi: { list: jest.fn(empty) },
    listPublishingFamilies: jest.fn(() => Promise.resolve([{ projId: 7, name: '澄江茶叶价格指数' }, { projId: 8, name: '澄江茶叶景气指数' }])),
    listClassificationChanges: jest.fn(),
  };
});

const change = (id: number, projId: number, state: string, createdBy: string, submittedBy: string | null) => ({
  id,
  projId,
  validFrom: '2027-01',
  state,
  createdBy,
  submittedBy,
  submittedAt: '2026-12-01T02:00:00.000Z',
  reviewedAt: state === 'returned' ? '2026-12-02T02:00:00.000Z' : null,
});

beforeEach(() => {
  (admin.listClassificationChanges as jest.Mock).mockImplementation((projId: number) =>
    Promise.resolve(
      projId === 7
        ? [change(3, 7, 'submitted', 'li', 'li'), change(2, 7, 'submitted', 'chen', 'zhao'), change(1, 7, 'approved', 'li', 'li')]
        : [change(4, 8, 'returned', 'li', 'li'), change(5, 8, 'returned', 'zhao', 'zhao')],
    ),
  );
});

it("a reviewer: every family's submitted classifications but those they imported or submitted", async () => {
  const items = (await loadWaiting({ role: 'reviewer', name: 'chen' })).filter((i) => i.kind === 'classification');
  expect(items).toEqual([
    { kind: 'classification', key: 'classification-3', path: '/admin/publish/classification?projId=7', name: '澄江茶叶价格指数', period: '2027-01', at: '2026-12-01T02:00:00.000Z' },
  ]);
});

it('an editor: the classifications sent back to them', async () => {
  const items = (await loadWaiting({ role: 'editor', name: 'li' })).filter((i) => i.kind === 'classification');
  expect(items.map((i) => [i.key, i.path, i.at])).toEqual([['classification-4', '/admin/publish/classification?projId=8', '2026-12-02T02:00:00.000Z']]);
});
