/**
 * The audit trail's CSV (server/accounts/audit.ts, issue 43): times in Beijing time with their zone, as
 * the back office shows them, sortable as text; the file named by the Beijing date of the download.
 */
import fc from 'fast-check';
import Papa from 'papaparse';
import type { AuditEntry } from '@/types/admin';
import { auditCsv, auditCsvName, auditCsvTime } from '../../../server/accounts/audit';

const entry = (id: number, at: string): AuditEntry => ({
  id,
  at,
  accountName: 'someone',
  accountDisplayName: '某人',
  action: 'account.lock',
  entity: 'account',
  entityId: '3',
  entityTitle: '某人（someone）',
  address: null,
  before: null,
  after: { locked: true },
});

describe('the audit CSV', () => {
  it('writes each time in Beijing time with its zone, to the second', () => {
    expect(auditCsvTime('2026-11-29T01:15:02.123Z')).toBe('2026-11-29 09:15:02 +08:00');
    // Past midnight in Beijing, the day before in UTC.
    expect(auditCsvTime('2026-11-28T16:00:00.000Z')).toBe('2026-11-29 00:00:00 +08:00');
    expect(auditCsvTime('2026-11-29T09:15:02+08:00')).toBe('2026-11-29 09:15:02 +08:00');
    const csv = auditCsv([entry(7, '2026-12-31T17:59:59.999Z')]);
    const [header, row] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, '').trim()).data;
    expect(header).toEqual(['id', 'at', 'account', 'accountDisplayName', 'action', 'entity', 'entityId', 'entityTitle', 'address', 'before', 'after']);
    expect(row.slice(0, 4)).toEqual(['7', '2027-01-01 01:59:59 +08:00', 'someone', '某人']);
    expect(row[7]).toBe('某人（someone）');
  });

  it('sorts as text in the order of time', () => {
    const instant = fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2099-12-31T00:00:00Z') });
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const [ta, tb] = [auditCsvTime(new Date(a).toISOString()), auditCsvTime(new Date(b).toISOString())];
        expect(ta.length).toBe(tb.length);
        const [sa, sb] = [Math.floor(a / 1000), Math.floor(b / 1000)];
        expect(Math.sign(ta.localeCompare(tb, 'en'))).toBe(Math.sign(sa - sb));
        expect(Date.parse(ta.replace(' ', 'T').replace(' ', ''))).toBe(sa * 1000);
      }),
    );
  });

  it('is named by the Beijing date of the download', () => {
    expect(auditCsvName(new Date('2026-11-28T23:30:00Z'))).toBe('audit-2026-11-29.csv');
    expect(auditCsvName(new Date('2026-11-28T15:59:59Z'))).toBe('audit-2026-11-28.csv');
    expect(auditCsvName(new Date('2026-11-28T16:00:00Z'))).toBe('audit-2026-11-29.csv');
  });
});
