/**
 * The one schema of the server, for PGlite and PostgreSQL alike (PostgreSQL 15 level: no feature of
 * 16+). `npm run db:generate` turns a change here into a new SQL migration in server/db/migrations,
 * which the server applies at start.
 *
 * History is never overwritten: an index value, a material quote, a trade month and a brand's entry in
 * a ranking edition are vintages (`published_at`, and `superseded_at` once a revision replaces it); a category node has a validity range of periods, so a
 * classification change keeps the old tree for old periods. Rich records (a company, a product, an
 * article's related reading) are jsonb beside the columns that are queried or joined on.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** What the back office publishes through template, import, review and release (issue 22). */
export const PUBLISHING_DATASETS = ['index', 'materials', 'trade', 'brands'] as const;
export type PublishingDataset = (typeof PUBLISHING_DATASETS)[number];

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** One portal (one `siteCode`); every other row belongs to a site. */
export const site = pgTable('site', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** SiteInfo without `siteCode` and `updatedAt` (those come from the row and the releases). */
  info: jsonb('info').notNull(),
  /** SiteConstants: the article categories and the index projects' value kinds. */
  constants: jsonb('constants').notNull(),
  /** Trade figures' unit and the names of partners and product groups, in the order of trade_month's arrays. */
  tradeMeta: jsonb('trade_meta').notNull(),
  /** Bumped by every write to the site's data but the index's: the key of the dataset's content part. */
  dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(1),
  /**
   * Bumped instead by every write that changes what the index answers show (families, trees, released
   * values): the index part of the cached dataset and the index answers are keyed by it, so an article
   * edit does not reload or recompute them (issue 46).
   */
  indexVersion: bigint('index_version', { mode: 'number' }).notNull().default(1),
  /** Set in the seeding transaction: a site without it was never completely written. */
  seededAt: tstz('seeded_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

/** Every row below belongs to a site and goes with it. */
const siteId = () =>
  integer('site_id')
    .notNull()
    .references(() => site.id, { onDelete: 'cascade' });

export const indexFamily = pgTable(
  'index_family',
  {
    siteId: siteId(),
    projId: integer('proj_id').notNull(),
    name: text('name').notNull(),
    frequency: text('frequency', { enum: ['week', 'month', 'quarter'] }).notNull(),
    baseValue: doublePrecision('base_value').notNull(),
    /** IndexFamily without latestPeriod and nextRelease (derived from the releases). */
    meta: jsonb('meta').notNull(),
    ord: integer('ord').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.projId] })],
);

/** A node of a family's category tree, valid for the periods valid_from ≤ period < valid_to. */
export const indexNode = pgTable(
  'index_node',
  {
    siteId: siteId(),
    projId: integer('proj_id').notNull(),
    nodeId: text('node_id').notNull(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    enName: text('en_name').notNull(),
    level: smallint('level').notNull(),
    /** Weight in the parent's weighted average (an inner node: the sum of its children). */
    weight: doublePrecision('weight').notNull(),
    /** Pre-order position in the tree. */
    ord: integer('ord').notNull(),
    validFrom: text('valid_from').notNull(),
    validTo: text('valid_to'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.projId, t.nodeId, t.validFrom] }),
    index('index_node_family').on(t.siteId, t.projId, t.ord),
  ],
);

/**
 * A published period of a family (`YYYY-MM-DD` week start or `YYYY-MM`), public from published_at
 * until withdrawn_at: a withdrawn period keeps its row (asOf before the withdrawal answers it) and can
 * be released again as a new row, so the key holds the instant and only one row a period is not withdrawn.
 */
export const indexRelease = pgTable(
  'index_release',
  {
    siteId: siteId(),
    projId: integer('proj_id').notNull(),
    period: text('period').notNull(),
    year: smallint('year').notNull(),
    week: smallint('week'),
    month: smallint('month'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    label: text('label').notNull(),
    publishedAt: tstz('published_at').notNull(),
    withdrawnAt: tstz('withdrawn_at'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.projId, t.period, t.publishedAt] }),
    uniqueIndex('index_release_current').on(t.siteId, t.projId, t.period).where(sql`withdrawn_at is null`),
  ],
);

/**
 * One vintage of one node's index value (定基) in one period. The value in force on a day is the
 * one published by then and not superseded by then; a revision inserts a new row and sets the old
 * row's superseded_at in the same transaction.
 */
export const indexObservation = pgTable(
  'index_observation',
  {
    siteId: siteId(),
    projId: integer('proj_id').notNull(),
    nodeId: text('node_id').notNull(),
    period: text('period').notNull(),
    value: doublePrecision('value').notNull(),
    publishedAt: tstz('published_at').notNull(),
    supersededAt: tstz('superseded_at'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.projId, t.nodeId, t.period, t.publishedAt] }),
    uniqueIndex('index_observation_current').on(t.siteId, t.projId, t.nodeId, t.period).where(sql`superseded_at is null`),
    // A snapshot as of a day reads a few periods of every node (migration 0014).
    index('index_observation_period').on(t.siteId, t.projId, t.period, t.nodeId),
    // Every answer as of a day reads the vintages replaced by then: few rows among all.
    index('index_observation_replaced').on(t.siteId, t.projId, t.nodeId, t.period).where(sql`superseded_at is not null`),
    // The instants values were published at, read by a loose index scan (read.ts `publicationInstants`).
    index('index_observation_published').on(t.siteId, t.publishedAt),
  ],
);

export const article = pgTable(
  'article',
  {
    siteId: siteId(),
    id: integer('id').notNull(),
    categoryId: integer('category_id').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    author: text('author').notNull(),
    source: text('source').notNull(),
    publishedAt: tstz('published_at').notNull(),
    cover: text('cover'),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    tags: jsonb('tags').notNull(),
    views: integer('views').notNull().default(0),
    /** Attachment list as shown (name, url, mime, size, pages); the bytes are in `file`. */
    attachments: jsonb('attachments').notNull(),
    related: jsonb('related').notNull(),
    /** A commentary's family and period. */
    aboutProjId: integer('about_proj_id'),
    aboutPeriod: text('about_period'),
    /** The approved revision shown (content_revision.rev); null for an article that predates the back office. */
    revision: integer('revision'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index('article_category').on(t.siteId, t.categoryId, t.publishedAt)],
);

/**
 * Every version an editor saved of a piece of content (an article now; companies, brands and products
 * go the same way), never deleted: `draft` → `submitted` → `approved` (copied into the entity's own
 * table, which is what visitors see) or `returned` with the reviewer's comment. Restoring an old
 * revision saves its fields as a new one.
 */
export const contentRevision = pgTable(
  'content_revision',
  {
    siteId: siteId(),
    /** `article` */
    entity: text('entity').notNull(),
    /** The entity's key as text: an article's or a company's number, a brand's `B12-1`. */
    entityId: text('entity_id').notNull(),
    rev: integer('rev').notNull(),
    state: text('state', { enum: ['draft', 'submitted', 'approved', 'returned'] }).notNull(),
    /** The entity's fields (ArticleFields for an article), HTML sanitised. */
    fields: jsonb('fields').notNull(),
    restoredFrom: integer('restored_from'),
    // `account` is declared below with the back office's tables; drizzle calls these callbacks only
    // after the module has run, so the forward reference is never read before it is defined.
    /* eslint-disable @typescript-eslint/no-use-before-define -- lazy references() callbacks to `account` (see above) */
    createdBy: integer('created_by').references(() => account.id),
    createdAt: tstz('created_at').notNull().defaultNow(),
    submittedBy: integer('submitted_by').references(() => account.id),
    submittedAt: tstz('submitted_at'),
    reviewedBy: integer('reviewed_by').references(() => account.id),
    /* eslint-enable @typescript-eslint/no-use-before-define */
    reviewedAt: tstz('reviewed_at'),
    comment: text('comment'),
    /** Set: approving this revision retires the entity (the editor's reason); its fields are those shown. */
    retireReason: text('retire_reason'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.entity, t.entityId, t.rev] }), index('content_revision_state').on(t.siteId, t.entity, t.state)],
);

/**
 * Files served by the site (attachments, logos, product pictures), in the database so that every
 * server instance on one PostgreSQL serves the same bytes. `name` is the path below /webapi/files or
 * /webapi/media.
 */
export const file = pgTable(
  'file',
  {
    siteId: siteId(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    pages: integer('pages'),
    sha256: text('sha256').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.name] })],
);

export const material = pgTable(
  'material',
  {
    siteId: siteId(),
    id: text('id').notNull(),
    /** RawMaterial without the latest quote and its change (those come from the quotes). */
    info: jsonb('info').notNull(),
    /** Weight in the raw-material price index. */
    weight: doublePrecision('weight').notNull(),
    ord: integer('ord').notNull(),
    /** Retired: hidden from visitors, its quotes kept, never deleted. */
    retiredAt: tstz('retired_at'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

/** One vintage of a weekly material quote (MaterialPrice). */
export const materialQuote = pgTable(
  'material_quote',
  {
    siteId: siteId(),
    materialId: text('material_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    price: doublePrecision('price').notNull(),
    publishedAt: tstz('published_at').notNull(),
    supersededAt: tstz('superseded_at'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.materialId, t.date, t.publishedAt] }),
    uniqueIndex('material_quote_current').on(t.siteId, t.materialId, t.date).where(sql`superseded_at is null`),
  ],
);

/**
 * One vintage of one month of customs figures; `published` false for a month customs did not publish
 * (its gap). A revision, or a revision of the month a year before (its 同比), closes the vintage in
 * force and inserts the next one in the same transaction.
 */
export const tradeMonth = pgTable(
  'trade_month',
  {
    siteId: siteId(),
    month: text('month').notNull(),
    exportValue: doublePrecision('export_value').notNull(),
    importValue: doublePrecision('import_value').notNull(),
    /** The rest of the month's figures (year-on-year changes, adjusted total, per partner and product group). */
    figures: jsonb('figures').notNull(),
    published: boolean('published').notNull().default(true),
    publishedAt: tstz('published_at').notNull(),
    supersededAt: tstz('superseded_at'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.month, t.publishedAt] }),
    uniqueIndex('trade_month_current').on(t.siteId, t.month).where(sql`superseded_at is null`),
  ],
);

export const company = pgTable(
  'company',
  {
    siteId: siteId(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    region: text('region').notNull(),
    industry: text('industry').notNull(),
    record: jsonb('record').notNull(),
    ord: integer('ord').notNull(),
    /** The approved revision shown (content_revision.rev); null for a company as the seed wrote it. */
    revision: integer('revision'),
    /** Retired (under review): hidden from visitors, kept with its history, never deleted. */
    retiredAt: tstz('retired_at'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

export const product = pgTable(
  'product',
  {
    siteId: siteId(),
    id: integer('id').notNull(),
    companyId: integer('company_id').notNull(),
    category: text('category').notNull(),
    record: jsonb('record').notNull(),
    ord: integer('ord').notNull(),
    /** The approved revision shown (content_revision.rev); null for a product as the seed wrote it. */
    revision: integer('revision'),
    /** Retired (under review): hidden from visitors, kept with its history, never deleted. */
    retiredAt: tstz('retired_at'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

export const brand = pgTable(
  'brand',
  {
    siteId: siteId(),
    brandId: text('brand_id').notNull(),
    name: text('name').notNull(),
    companyId: integer('company_id').notNull(),
    ord: integer('ord').notNull(),
    /** The logo's URL (`/webapi/media/logos/…`); null for none. */
    logo: text('logo'),
    /** The approved revision shown (content_revision.rev); null for a brand as the seed wrote it. */
    revision: integer('revision'),
    /** Retired (under review): hidden from visitors, kept with its history, never deleted. */
    retiredAt: tstz('retired_at'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.brandId] })],
);

/** One yearly edition of the brand ranking (`published_at`: its first release), and its entries. */
export const brandEdition = pgTable(
  'brand_edition',
  {
    siteId: siteId(),
    year: integer('year').notNull(),
    publishedAt: tstz('published_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.year] })],
);

/**
 * One vintage of a brand's entry in an edition. A revision of the edition (or of the one before: its
 * 名次变化) closes every entry in force at the approval instant and inserts the new list, so a brand
 * that leaves the list keeps only closed entries.
 */
export const brandRank = pgTable(
  'brand_rank',
  {
    siteId: siteId(),
    year: integer('year').notNull(),
    brandId: text('brand_id').notNull(),
    rank: integer('rank').notNull(),
    /** BrandRankItem as published in that edition. */
    item: jsonb('item').notNull(),
    publishedAt: tstz('published_at').notNull(),
    supersededAt: tstz('superseded_at'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.year, t.brandId, t.publishedAt] }),
    uniqueIndex('brand_rank_current').on(t.siteId, t.year, t.brandId).where(sql`superseded_at is null`),
  ],
);

// ------------------------------------------------------------------ the back office

/**
 * A member of the index office's staff. Accounts are the server's, not a site's: one office runs
 * the sites of one server. The password is an argon2id hash; a new or reset account must change it
 * at its first sign-in.
 */
export const account = pgTable('account', {
  id: serial('id').primaryKey(),
  /** The sign-in name (lower case, unique). */
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  role: text('role', { enum: ['admin', 'editor', 'reviewer'] }).notNull(),
  passwordHash: text('password_hash').notNull(),
  mustChangePassword: boolean('must_change_password').notNull().default(true),
  /** Set while the account may not sign in (an admin turned it off). */
  disabledAt: tstz('disabled_at'),
  /** Repeated wrong passwords lock the account until then. */
  lockedUntil: tstz('locked_until'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  passwordChangedAt: tstz('password_changed_at'),
});

/**
 * A signed-in browser. Only the SHA-256 of the cookie's secret is stored, so a copy of the database
 * signs no one in; `xsrf` is the value the page echoes in X-XSRF-TOKEN on every write.
 */
export const session = pgTable(
  'session',
  {
    idHash: text('id_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    xsrf: text('xsrf').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    /** Set at sign out (the row stays for the audit). */
    endedAt: tstz('ended_at'),
    address: text('address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('session_account').on(t.accountId)],
);

/** A personal API token for scripts (`Authorization: Bearer …`): shown once, stored as its SHA-256. */
export const apiToken = pgTable(
  'api_token',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The first characters of the token, to tell tokens apart in a list. */
    prefix: text('prefix').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [index('api_token_account').on(t.accountId)],
);

/** A failed sign-in, counted per account name and per address over a sliding window (rows expire). */
export const signInFailure = pgTable(
  'sign_in_failure',
  {
    id: serial('id').primaryKey(),
    /** `name:<account name>` or `address:<client address>` */
    key: text('key').notNull(),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [index('sign_in_failure_key').on(t.key, t.at)],
);

/**
 * Every write of the back office: who, when, what, before and after. Append-only: a trigger of the
 * migration refuses UPDATE and DELETE, so not even the server can rewrite it. Tamper-evident: the
 * trigger `audit_chain` (migration 0010) numbers each row (`seq`) and hashes it over its content and
 * the previous row's hash, so a row changed, removed or moved by hand breaks the chain that
 * `npm run audit -- verify` recomputes (server/accounts/auditChain.ts).
 */
export const audit = pgTable(
  'audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: tstz('at').notNull().defaultNow(),
    accountId: integer('account_id'),
    /** The account's name then (an account renamed later keeps its history readable). */
    accountName: text('account_name'),
    action: text('action').notNull(),
    /** What was acted on: `account`, `session`, `api_token`, `article`… and its id. */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    siteId: integer('site_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address'),
    // Set by the trigger whatever the insert says; the defaults only let an insert leave them out.
    /** The row's place in the chain: 1, 2, 3… in the order the rows were committed. */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    /** The previous row's `hash` (64 zeros for the first row). */
    prevHash: text('prev_hash').notNull().default(''),
    /** SHA-256 (hex) of the previous hash and this row's content. */
    hash: text('hash').notNull().default(''),
  },
  (t) => [index('audit_at').on(t.at), index('audit_entity').on(t.entity, t.entityId), uniqueIndex('audit_seq').on(t.seq)],
);

// ------------------------------------------------------------------ publishing an index period

/**
 * A checked figures file of one family and period (server/publish): the file itself is kept in
 * `file` by its hash, with its report; a publication loads these same values, never the file again.
 */
export const indexImport = pgTable(
  'index_import',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    /** What is published (server/publish/datasets.ts): an index family's period, or a dataset's. */
    dataset: text('dataset', { enum: PUBLISHING_DATASETS }).notNull().default('index'),
    /** The index family; 0 for the other datasets. */
    projId: integer('proj_id').notNull(),
    period: text('period').notNull(),
    /** The stored file (`file.name`) and its SHA-256. */
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    /** ImportReport without its id: issues, counts, whether it revises, the preview. */
    report: jsonb('report').notNull(),
    /** The checked values by node id; null when the report has errors. */
    values: jsonb('values'),
    createdBy: integer('created_by').references(() => account.id),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('index_import_period').on(t.siteId, t.projId, t.period)],
);

/**
 * A release of one period (new) or a correction of one (revision), under four eyes: submitted by
 * one person, approved or sent back by another. Approving writes the release and the observations
 * (vintages) in one transaction, public from `published_at` (the family's slot, a chosen time, or at
 * once); nothing is ever updated in place.
 */
export const indexPublication = pgTable(
  'index_publication',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    dataset: text('dataset', { enum: PUBLISHING_DATASETS }).notNull().default('index'),
    /** The index family; 0 for the other datasets. */
    projId: integer('proj_id').notNull(),
    period: text('period').notNull(),
    importId: integer('import_id')
      .notNull()
      .references(() => indexImport.id),
    kind: text('kind', { enum: ['new', 'revision', 'history'] }).notNull(),
    state: text('state', { enum: ['submitted', 'returned', 'approved', 'withdrawn'] }).notNull(),
    /** Why a published period is revised (shown to visitors); null for a new period. */
    reason: text('reason'),
    /** The time asked for; null: the family's release slot (a revision: at once). */
    publishAt: tstz('publish_at'),
    /** When it is (or becomes) public; set on approval. */
    publishedAt: tstz('published_at'),
    submittedBy: integer('submitted_by').references(() => account.id),
    submittedAt: tstz('submitted_at').notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => account.id),
    reviewedAt: tstz('reviewed_at'),
    comment: text('comment'),
    /** The period's commentary drafted from the released numbers on approval (an article id). */
    commentaryId: integer('commentary_id'),
    /** An approved publication taken back by a reviewer: who, when and why (state `withdrawn`). */
    withdrawnBy: integer('withdrawn_by').references(() => account.id),
    withdrawnAt: tstz('withdrawn_at'),
    withdrawReason: text('withdraw_reason'),
  },
  (t) => [index('index_publication_state').on(t.siteId, t.state), index('index_publication_live').on(t.siteId, t.publishedAt)],
);

/**
 * An era of a family's classification (issue 45): the office's note on the tree in force from
 * `valid_from` (a period key), which the charts' break mark shows.
 */
export const indexEra = pgTable(
  'index_era',
  {
    siteId: siteId(),
    projId: integer('proj_id').notNull(),
    validFrom: text('valid_from').notNull(),
    note: text('note').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.projId, t.validFrom] })],
);

/**
 * A proposed classification of a family, from an imported workbook (server/publish/classification*.ts):
 * checked (its report), submitted, then approved by another account — which closes the tree in force at
 * `valid_from` and inserts these nodes from then on — or sent back. A file with errors is never kept.
 */
export const classificationChange = pgTable(
  'classification_change',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    projId: integer('proj_id').notNull(),
    validFrom: text('valid_from').notNull(),
    note: text('note').notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    /** The proposed tree in pre-order, weights as shares of the composite. */
    nodes: jsonb('nodes').notNull(),
    /** The warnings and the diff against the tree in force when it was checked. */
    report: jsonb('report').notNull(),
    state: text('state', { enum: ['checked', 'submitted', 'returned', 'approved'] }).notNull(),
    createdBy: integer('created_by').references(() => account.id),
    createdAt: tstz('created_at').notNull().defaultNow(),
    submittedBy: integer('submitted_by').references(() => account.id),
    submittedAt: tstz('submitted_at'),
    reviewedBy: integer('reviewed_by').references(() => account.id),
    reviewedAt: tstz('reviewed_at'),
    comment: text('comment'),
  },
  (t) => [index('classification_change_family').on(t.siteId, t.projId, t.state)],
);
