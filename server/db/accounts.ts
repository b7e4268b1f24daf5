/**
 * The back office's SQL: accounts, sessions, API tokens, sign-in failures and the audit trail. Every
 * write that changes what someone may do goes with its audit row in one transaction (the callers
 * pass the transaction).
 */
import { and, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import * as t from './schema';

export type Account = typeof t.account.$inferSelect;
export type Role = Account['role'];
export type Session = typeof t.session.$inferSelect;
export type ApiTokenRow = typeof t.apiToken.$inferSelect;
export type AuditRow = typeof t.audit.$inferSelect;
export type AuditEntry = Omit<typeof t.audit.$inferInsert, 'id' | 'at'>;
/** A transaction or the database. */
export type Tx = Pick<Db, 'select' | 'selectDistinctOn' | 'insert' | 'update' | 'delete' | 'execute'>;

export const ROLES: Role[] = ['admin', 'editor', 'reviewer'];

// ------------------------------------------------------------------ accounts

export async function accountByName(db: Tx, name: string): Promise<Account | undefined> {
  const [row] = await db.select().from(t.account).where(eq(t.account.name, name.toLowerCase()));
  return row;
}

export async function accountById(db: Tx, id: number): Promise<Account | undefined> {
  const [row] = await db.select().from(t.account).where(eq(t.account.id, id));
  return row;
}

export function listAccounts(db: Tx): Promise<Account[]> {
  return db.select().from(t.account).orderBy(t.account.name);
}

export async function insertAccount(db: Tx, values: { name: string; displayName: string; role: Role; passwordHash: string }): Promise<Account> {
  const [row] = await db
    .insert(t.account)
    .values({ ...values, name: values.name.toLowerCase(), mustChangePassword: true })
    .returning();
  return row;
}

export async function updateAccount(db: Tx, id: number, values: Partial<Omit<Account, 'id' | 'name' | 'createdAt'>>): Promise<Account> {
  const [row] = await db.update(t.account).set(values).where(eq(t.account.id, id)).returning();
  return row;
}

/** Admins that can sign in: the last one must not be turned off or demoted. */
export async function activeAdminCount(db: Tx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.account)
    .where(and(eq(t.account.role, 'admin'), isNull(t.account.disabledAt)));
  return Number(row.n);
}

/** Row locks on the admins able to sign in, held to the end of the transaction. */
export async function lockActiveAdmins(db: Tx): Promise<void> {
  await db.execute(sql`select id from account where role = 'admin' and disabled_at is null order by id for update`);
}

// ------------------------------------------------------------------ sessions

export async function insertSession(db: Tx, values: { idHash: string; accountId: number; xsrf: string; address: string | null; userAgent: string | null }): Promise<void> {
  await db.insert(t.session).values(values);
}

/** A session that has not ended, with its account. */
export async function liveSession(db: Tx, idHash: string): Promise<{ session: Session; account: Account } | undefined> {
  const [row] = await db
    .select({ session: t.session, account: t.account })
    .from(t.session)
    .innerJoin(t.account, eq(t.account.id, t.session.accountId))
    .where(and(eq(t.session.idHash, idHash), isNull(t.session.endedAt)));
  return row;
}

export async function touchSession(db: Tx, idHash: string): Promise<void> {
  await db.update(t.session).set({ lastSeenAt: sql`now()` }).where(eq(t.session.idHash, idHash));
}

export async function endSession(db: Tx, idHash: string): Promise<void> {
  await db.update(t.session).set({ endedAt: sql`now()` }).where(and(eq(t.session.idHash, idHash), isNull(t.session.endedAt)));
}

/** Ends every session of an account (a password change, a role change, turned off), but `keep`. */
export async function endSessionsOf(db: Tx, accountId: number, keep?: string): Promise<void> {
  await db
    .update(t.session)
    .set({ endedAt: sql`now()` })
    .where(and(eq(t.session.accountId, accountId), isNull(t.session.endedAt), keep ? sql`${t.session.idHash} <> ${keep}` : undefined));
}

// ------------------------------------------------------------------ API tokens

export async function insertToken(db: Tx, values: { accountId: number; name: string; tokenHash: string; prefix: string }): Promise<ApiTokenRow> {
  const [row] = await db.insert(t.apiToken).values(values).returning();
  return row;
}

export function tokensOf(db: Tx, accountId: number): Promise<ApiTokenRow[]> {
  return db.select().from(t.apiToken).where(eq(t.apiToken.accountId, accountId)).orderBy(desc(t.apiToken.createdAt), desc(t.apiToken.id));
}

/** A token that is not revoked, with its account. */
export async function liveToken(db: Tx, tokenHash: string): Promise<{ token: ApiTokenRow; account: Account } | undefined> {
  const [row] = await db
    .select({ token: t.apiToken, account: t.account })
    .from(t.apiToken)
    .innerJoin(t.account, eq(t.account.id, t.apiToken.accountId))
    .where(and(eq(t.apiToken.tokenHash, tokenHash), isNull(t.apiToken.revokedAt)));
  return row;
}

/** Revokes every live token of an account (it was turned off). */
export async function revokeTokensOf(db: Tx, accountId: number): Promise<void> {
  await db
    .update(t.apiToken)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(t.apiToken.accountId, accountId), isNull(t.apiToken.revokedAt)));
}

export async function touchToken(db: Tx, id: number): Promise<void> {
  await db.update(t.apiToken).set({ lastUsedAt: sql`now()` }).where(eq(t.apiToken.id, id));
}

export async function revokeToken(db: Tx, id: number, accountId: number): Promise<ApiTokenRow | undefined> {
  const [row] = await db
    .update(t.apiToken)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(t.apiToken.id, id), eq(t.apiToken.accountId, accountId), isNull(t.apiToken.revokedAt)))
    .returning();
  return row;
}

// ------------------------------------------------------------------ sign-in failures

export async function addFailures(db: Tx, keys: string[]): Promise<void> {
  await db.insert(t.signInFailure).values(keys.map((key) => ({ key })));
}

/** Failures per key since `since` (an ISO instant); older rows are removed on the way. */
export async function failuresSince(db: Tx, keys: string[], since: string): Promise<Map<string, number>> {
  await db.delete(t.signInFailure).where(lt(t.signInFailure.at, since));
  const rows = await db
    .select({ key: t.signInFailure.key, n: sql<number>`count(*)::int` })
    .from(t.signInFailure)
    .where(and(inArray(t.signInFailure.key, keys), gte(t.signInFailure.at, since)))
    .groupBy(t.signInFailure.key);
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

export async function clearFailures(db: Tx, key: string): Promise<void> {
  await db.delete(t.signInFailure).where(eq(t.signInFailure.key, key));
}

// ------------------------------------------------------------------ audit

export async function appendAudit(db: Tx, entry: AuditEntry): Promise<void> {
  await db.insert(t.audit).values(entry);
}

export interface AuditFilter {
  account?: string;
  action?: string;
  entity?: string;
  from?: string;
  to?: string;
  text?: string;
}

/** `text` as a LIKE pattern that matches it literally anywhere. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function auditWhere(f: AuditFilter): SQL | undefined {
  return and(
    f.account ? eq(t.audit.accountName, f.account.toLowerCase()) : undefined,
    f.action ? eq(t.audit.action, f.action) : undefined,
    f.entity ? eq(t.audit.entity, f.entity) : undefined,
    f.from ? gte(t.audit.at, f.from) : undefined,
    f.to ? lt(t.audit.at, f.to) : undefined,
    f.text
      ? or(ilike(t.audit.entityId, containing(f.text)), sql`${t.audit.after}::text ilike ${containing(f.text)}`, sql`${t.audit.before}::text ilike ${containing(f.text)}`)
      : undefined,
  );
}

/**
 * What an audit row names, in words: the acted-on thing's title now (the latest revision's title or
 * name for content, the figures' family and period label for an import or a publication, the name of
 * an account, token, file or site), and the acting account's display name. Read per row by the
 * entity's kind, in the same query as the page (`siteId`: the site whose content the ids name).
 */
export interface AuditNames {
  /** The title, or for a publication or an import the period label (`title` then holds the family). */
  title: string | null;
  label: string | null;
  /** A publication's or an import's dataset (`index` or another; the caller names the others). */
  dataset: string | null;
  accountDisplayName: string | null;
  /** The sign-in name of the account acted on, when the row names an account. */
  entityAccountName: string | null;
}
export type NamedAuditRow = AuditRow & AuditNames;

function auditNames(siteId: number) {
  const a = t.audit;
  const latest = (entity: string, field: string) =>
    sql`(select r.fields->>${field} from content_revision r where r.site_id = ${siteId} and r.entity = ${entity} and r.entity_id = ${a.entityId} order by r.rev desc limit 1)`;
  // A publication's or an import's import row, by the audit row's kind.
  const imp = sql`(case ${a.entity} when 'index_import' then ${a.entityId} when 'index_publication' then (select p.import_id::text from index_publication p where p.id::text = ${a.entityId}) end)`;
  const title = sql<string | null>`case ${a.entity}
    when 'article' then coalesce(${latest('article', 'title')}, (select x.title from article x where x.site_id = ${siteId} and x.id::text = ${a.entityId}))
    when 'company' then coalesce(${latest('company', 'name')}, (select x.name from company x where x.site_id = ${siteId} and x.id::text = ${a.entityId}))
    when 'product' then coalesce(${latest('product', 'name')}, (select x.record->>'name' from product x where x.site_id = ${siteId} and x.id::text = ${a.entityId}))
    when 'brand' then coalesce(${latest('brand', 'name')}, (select x.name from brand x where x.site_id = ${siteId} and x.brand_id = ${a.entityId}))
    when 'account' then (select x.display_name from account x where x.id::text = ${a.entityId})
    when 'api_token' then (select x.name from api_token x where x.id::text = ${a.entityId})
    when 'file' then (select x.title from file x where x.site_id = ${siteId} and x.name = ${a.entityId})
    when 'site' then (select x.name from site x where x.id::text = ${a.entityId})
    when 'index_family' then (select x.name from index_family x where x.site_id = ${siteId} and x.proj_id::text = ${a.entityId})
    when 'index_import' then (select f.name from index_import i join index_family f on f.site_id = i.site_id and f.proj_id = i.proj_id where i.id::text = ${imp})
    when 'index_publication' then (select f.name from index_import i join index_family f on f.site_id = i.site_id and f.proj_id = i.proj_id where i.id::text = ${imp})
  end`;
  return {
    title,
    label: sql<string | null>`(select i.report->>'label' from index_import i where i.id::text = ${imp})`,
    dataset: sql<string | null>`(select i.dataset from index_import i where i.id::text = ${imp})`,
    accountDisplayName: sql<string | null>`(select x.display_name from account x where x.id = ${a.accountId})`,
    entityAccountName: sql<string | null>`(case ${a.entity} when 'account' then (select x.name from account x where x.id::text = ${a.entityId}) end)`,
  };
}

/** Newest first; `limit` rows from `offset` with their names (auditNames), and how many match. */
export async function listAudit(db: Tx, siteId: number, f: AuditFilter, offset: number, limit: number): Promise<{ rows: NamedAuditRow[]; total: number }> {
  const where = auditWhere(f);
  const names = auditNames(siteId);
  const [rows, [count]] = await Promise.all([
    db
      .select({ row: t.audit, ...names })
      .from(t.audit)
      .where(where)
      .orderBy(desc(t.audit.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(t.audit).where(where),
  ]);
  return { rows: rows.map(({ row, ...n }) => ({ ...row, ...n })), total: Number(count.n) };
}

// ------------------------------------------------------------------ the audit trail's hash chain

/**
 * A row's hash recomputed from what it holds now: the expression of the trigger's `audit_hash`
 * (migration 0010), written out here rather than called, so that a function replaced in the database
 * cannot vouch for itself.
 */
const AUDIT_HASH = sql`encode(sha256(convert_to(jsonb_build_array(
  seq, prev_hash, id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
  account_id, account_name, action, entity, entity_id, site_id, before, after, address
)::text, 'UTF8')), 'hex')`;

export interface AuditChainRow {
  id: number;
  seq: number;
  at: string;
  action: string;
  prevHash: string;
  hash: string;
  /** What `hash` should be for the row as it is. */
  recomputed: string;
}

/**
 * Up to `limit` rows of the chain in its order, after place `afterSeq` (null: from the start). The
 * numbers come back as text (bigint), so the order names the table's columns, not those texts.
 */
export async function auditChainPage(db: Tx, afterSeq: number | null, limit: number): Promise<AuditChainRow[]> {
  const r = (await db.execute(sql`
    select id::text as id, seq::text as seq, at, action, prev_hash as "prevHash", hash, ${AUDIT_HASH} as recomputed
    from audit ${afterSeq === null ? sql`` : sql`where audit.seq > ${afterSeq}`}
    order by audit.seq, audit.id limit ${limit}`)) as unknown as { rows: (Omit<AuditChainRow, 'id' | 'seq' | 'at'> & { id: string; seq: string; at: string | Date })[] };
  return r.rows.map((row) => ({ ...row, id: Number(row.id), seq: Number(row.seq), at: new Date(row.at).toISOString() }));
}
