/** /exportData's view: one chart filter at a time, and a new split forgets the table's order. */
import { exportDataView } from '@/views/industry';

describe('exportDataView.apply', () => {
  const base = exportDataView.parse('partner=美国&sort=-total');
  it('a category filter replaces the partner filter, and back', () => {
    expect(exportDataView.apply(base, { category: '锁具' })).toMatchObject({ partner: '', category: '锁具' });
    expect(exportDataView.apply({ ...base, category: '锁具', partner: '' }, { partner: '日本' })).toMatchObject({ partner: '日本', category: '' });
  });
  it('another split clears the sort; the same split keeps it', () => {
    expect(exportDataView.apply(base, { by: 'category' }).sort).toBe('');
    expect(exportDataView.apply(base, { by: 'partner' }).sort).toBe('-total');
  });
  it('writes the filter into the link', () => {
    expect(exportDataView.href({ partner: '美国', panel: 'breakdown' }, 'mobile')).toBe(`/mobile/exportData?partner=${encodeURIComponent('美国')}&panel=breakdown`);
  });
});
