/** Reading the audit trail: the filter of a request, and the CSV an admin downloads. */
import Papa from 'papaparse';
import { beijingDay, beijingInstant, isoDate } from '../../mock/lib/calendar';
import type { AuditEntry } from '../../src/types/admin';
import type { AuditFilter } from '../db/accounts';

/** A Beijing calendar day's first instant. */
const dayStart = (isoDate: string): string => `${isoDate}T00:00:00+08:00`;
const nextDay = (isoDate: string): string => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The query's filters (days are Beijing days, `to` inclusive). */
export function auditFilter(query: Record<string, string | undefined>): AuditFilter {
  return {
    account: query.account || undefined,
    action: query.action || undefined,
    entity: query.entity || undefined,
    from: query.from ? dayStart(query.from) : undefined,
    to: query.to ? dayStart(nextDay(query.to)) : undefined,
    text: query.text || undefined,
  };
}

/**
 * An instant as the CSV writes it: Beijing time, as the back office shows it, with its zone, to the
 * second (`2026-11-29 09:15:02 +08:00`). Every row has the same zone and width, so the text sorts as time.
 */
export function auditCsvTime(at: string): string {
  return `${beijingInstant(Date.parse(at)).slice(0, 19).replace('T', ' ')} +08:00`;
}

/** The CSV's file name: `audit-` and the Beijing date of `now` (a download at 07:00 Beijing is that day's, not yesterday's in UTC). */
export const auditCsvName = (now: Date = new Date()): string => `audit-${isoDate(beijingDay(now))}.csv`;

/**
 * UTF-8 with a BOM (Excel opens it as Chinese text); cells that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@` first) are quoted with a leading apostrophe. Times are Beijing time (auditCsvTime).
 */
export function auditCsv(entries: AuditEntry[]): string {
  const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
  const rows = entries.map((e) => [e.id, auditCsvTime(e.at), e.accountName ?? '', e.action, e.entity, e.entityId ?? '', e.address ?? '', json(e.before), json(e.after)]);
  return `\uFEFF${Papa.unparse({ fields: ['id', 'at', 'account', 'action', 'entity', 'entityId', 'address', 'before', 'after'], data: rows }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}
