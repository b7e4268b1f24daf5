/** Reading the audit trail: the filter of a request, and the CSV an admin downloads. */
import Papa from 'papaparse';
import { beijingDay, beijingInstant, isoDate } from '../model/calendar';
import type { AuditEntry } from '../../src/types/admin';
import type { AuditFilter, AuditNames } from '../db/accounts';
import { DATASET_NAMES } from '../model/datasetNames';

/**
 * The acted-on thing in words (null: nothing left to name it by): an account as 「display name（name）」,
 * an import or a publication as 「<family or dataset> <period label>」, anything else by its title.
 */
export function entityTitle(r: AuditNames & { entity: string }): string | null {
  if (r.entity === 'account') return r.title && r.entityAccountName ? `${r.title}（${r.entityAccountName}）` : r.title;
  if (r.entity === 'index_import' || r.entity === 'index_publication') {
    const family = r.dataset && r.dataset !== 'index' ? (DATASET_NAMES[r.dataset as keyof typeof DATASET_NAMES]?.zh ?? null) : r.title;
    return family && r.label ? `${family} ${r.label}` : (family ?? r.label);
  }
  return r.title;
}

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

/**
 * The CSV's file name: `audit-` and the Beijing date of `now` (a download at 07:00 Beijing is that day's, not yesterday's in UTC).
 * Real time, not the calendar clock (../clock.ts): the audit records when things really happened, and its file with it.
 */
export const auditCsvName = (now: Date = new Date()): string => `audit-${isoDate(beijingDay(now))}.csv`;

/**
 * UTF-8 with a BOM (Excel opens it as Chinese text); cells that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@` first) are quoted with a leading apostrophe. Times are Beijing time (auditCsvTime).
 */
export function auditCsv(entries: AuditEntry[]): string {
  const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
  const rows = entries.map((e) => [
    e.id,
    auditCsvTime(e.at),
    e.accountName ?? '',
    e.accountDisplayName ?? '',
    e.action,
    e.entity,
    e.entityId ?? '',
    e.entityTitle ?? '',
    e.address ?? '',
    json(e.before),
    json(e.after),
  ]);
  const fields = ['id', 'at', 'account', 'accountDisplayName', 'action', 'entity', 'entityId', 'entityTitle', 'address', 'before', 'after'];
  return `\uFEFF${Papa.unparse({ fields, data: rows }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}
