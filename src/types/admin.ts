/**
 * The back office's part of the contract (`/webapi/admin`, docs/openapi.yaml, tag `admin`): what
 * the admin pages and scripts send and receive. Times are ISO 8601 instants.
 */
import type { IndexFamily, IndexNode, IndexSnapshot } from './webapi';

export type Role = 'admin' | 'editor' | 'reviewer';

export interface AdminAccount {
  id: number;
  name: string;
  displayName: string;
  role: Role;
  mustChangePassword: boolean;
  disabled: boolean;
  /** Locked after repeated wrong passwords until then. */
  lockedUntil: string | null;
  createdAt: string;
}

/** The signed-in account; `xsrfToken` is echoed in `X-XSRF-TOKEN` on every write (also in the `XSRF-TOKEN` cookie). */
export interface AdminSession {
  account: AdminAccount;
  xsrfToken: string | null;
  /** Minutes without a request after which the session ends. */
  idleMinutes: number;
  via: 'session' | 'token';
}

export interface SignInBody {
  name: string;
  password: string;
}

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

export interface CreateAccountBody {
  name: string;
  /** Default: the name. */
  displayName?: string;
  role: Role;
}

export interface UpdateAccountBody {
  displayName?: string;
  role?: Role;
  disabled?: boolean;
  /** Sets a new one-time password (answered once) and ends the account's sessions. */
  resetPassword?: boolean;
  /** Lifts a lock after repeated wrong passwords. */
  unlock?: boolean;
}

/** An account with its one-time password, answered once when created or reset. */
export interface AccountWithPassword {
  account: AdminAccount;
  oneTimePassword: string | null;
}

export interface ApiTokenInfo {
  id: number;
  name: string;
  /** The token's first characters, to tell tokens apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A new token: `token` is shown this once and never again. */
export interface CreatedApiToken {
  info: ApiTokenInfo;
  token: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  accountName: string | null;
  /** The account's display name now (null for the server or the command line). */
  accountDisplayName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  /** The acted-on thing in words: an article's title, a company's name, 「<family> <period>」… */
  entityTitle: string | null;
  before: unknown;
  after: unknown;
  address: string | null;
}

export interface AuditPage {
  list: AuditEntry[];
  total: number;
  current: number;
  pageSize: number;
}

/**
 * What recomputing the audit trail's hash chain found (`npm run audit -- verify`, 操作日志 → 校验):
 * `changed` a row no longer matches its hash; `missing` rows before it are gone; `unlinked` it does
 * not follow the row before it (one was removed or moved); `truncated` the chain is shorter than an
 * expected head; `rewritten` the expected head's row has another hash (the chain was recomputed).
 */
export type AuditChainProblem = 'changed' | 'missing' | 'unlinked' | 'truncated' | 'rewritten';

export interface AuditVerdict {
  intact: boolean;
  /** Rows checked. */
  rows: number;
  /** The newest row: note its place and hash elsewhere to catch later rewrites or removed newest rows. */
  head: { seq: number; hash: string; at: string } | null;
  /** The first row that does not add up. */
  broken: { seq: number; id: number | null; at: string | null; action: string | null; problem: AuditChainProblem } | null;
}

// ------------------------------------------------------------------ content (articles, files, settings)

/** An article's place in review: the latest revision's state, else scheduled or published. */
export type ArticleState = 'draft' | 'submitted' | 'returned' | 'scheduled' | 'published';
export type RevisionState = 'draft' | 'submitted' | 'approved' | 'returned';

export interface IndexPeriodRef {
  projId: number;
  period: string;
}

/** What an editor sends: `content` is HTML, sanitised by the server before it is stored. */
export interface ArticleDraft {
  categoryId: number;
  title: string;
  summary?: string;
  author?: string;
  source?: string;
  content: string;
  tags?: string[];
  /** `file`: the stored name uploadFile answered; `name`: shown to visitors. */
  attachments?: { file: string; name: string }[];
  /** When a new article becomes public once approved (now when absent or past). */
  publishAt?: string | null;
  about?: IndexPeriodRef | null;
  /** The revision whose fields these are, when restoring. */
  restoredFrom?: number | null;
}

export interface RevisionAttachment {
  file: string;
  name: string;
  url: string;
  size: number;
  pages: number;
  mime: string;
}

/** A revision's fields as stored. */
export interface ArticleFields {
  categoryId: number;
  title: string;
  summary: string;
  author: string;
  source: string;
  content: string;
  tags: string[];
  attachments: RevisionAttachment[];
  publishAt: string | null;
  about: IndexPeriodRef | null;
}

/** One saved version of a piece of content (an article's fields, a company's…). */
export interface Revision<F> {
  rev: number;
  state: RevisionState;
  fields: F;
  restoredFrom: number | null;
  createdBy: string | null;
  createdByDisplayName: string | null;
  createdAt: string;
  submittedBy: string | null;
  submittedByDisplayName: string | null;
  submittedAt: string | null;
  reviewedBy: string | null;
  reviewedByDisplayName: string | null;
  reviewedAt: string | null;
  /** The reviewer's comment. */
  comment: string | null;
}

export type ArticleRevision = Revision<ArticleFields>;

export interface AdminArticle {
  id: number;
  state: ArticleState;
  /** What visitors see (or will, when scheduled); null before the first approval. */
  published: { revision: number | null; publishedAt: string; views: number; fields: ArticleFields } | null;
  /** Newest first. */
  revisions: ArticleRevision[];
}

export interface AdminArticleSummary {
  id: number;
  categoryId: number;
  title: string;
  state: ArticleState;
  publishedAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
  updatedByDisplayName: string | null;
  latestRev: number | null;
}

export interface ReviewBody {
  decision: 'approve' | 'return';
  /** Required to send back. */
  comment?: string;
}

export interface StoredFile extends RevisionAttachment {
  sha256: string;
}

/** What an admin edits of the site: SiteInfo's own fields, with the ICP number always present (empty for none). */
export type SiteSettings = Pick<import('./webapi').SiteInfo, 'name' | 'shortName' | 'publisher' | 'compiler' | 'description' | 'contact' | 'sections'> & {
  icp: string;
};

/** What the back office edits of a company (the rest of its record — brands, products, index categories — stays). */
export interface CompanyFields {
  name: string;
  shortName: string;
  industry: string;
  region: string;
  founded: number;
  /** 万元 */
  capital: number;
  employees: number;
  tags: string[];
  brief: string;
  /** HTML, sanitised by the server before it is stored. */
  introduction: string;
  address: string;
  /** Empty for none. */
  website: string;
  phone: string;
  legalPerson: string;
  honours: string[];
  /** The logo's URL (`/webapi/media/logos/…`, from uploadLogo or the one it has); empty for none. */
  logo: string;
}

/** What the back office edits of a product (its company stays). */
export interface ProductFields {
  name: string;
  category: string;
  spec: string;
  /** 元 per `priceUnit` */
  price: number;
  priceUnit: string;
  /** Its pictures' URLs (`/webapi/media/products/{id}/…`, from uploadProductImage or the ones it has), 1 to 9, the first on its card. */
  images: string[];
}

/** What the back office edits of a brand (its company and its ranking entries stay). */
export interface BrandFields {
  name: string;
  /** The logo's URL (`/webapi/media/logos/…`, from uploadLogo); empty for none. */
  logo: string;
}

/** A company, product or brand in the back office: what visitors see and every revision. */
export interface Edited<F> {
  state: ArticleState;
  /** revision: the approved revision shown, null while it is as imported. */
  published: { revision: number | null; fields: F };
  /** Newest first. */
  revisions: Revision<F>[];
}

/** The review columns of a list row. */
export interface EditedSummary {
  state: ArticleState;
  updatedAt: string | null;
  updatedBy: string | null;
  updatedByDisplayName: string | null;
  latestRev: number | null;
}

export interface AdminCompany extends Edited<CompanyFields> {
  id: number;
}

export interface AdminCompanySummary extends EditedSummary {
  id: number;
  name: string;
  industry: string;
  region: string;
}

export interface AdminProduct extends Edited<ProductFields> {
  id: number;
  companyId: number;
  companyName: string;
}

export interface AdminProductSummary extends EditedSummary {
  id: number;
  name: string;
  companyId: number;
  companyName: string;
  category: string;
  /** Its card's picture as published. */
  image: string;
}

export interface AdminBrand extends Edited<BrandFields> {
  brandId: string;
  companyId: number;
  companyName: string;
}

export interface AdminBrandSummary extends EditedSummary {
  brandId: string;
  name: string;
  companyId: number;
  companyName: string;
  /** As published; empty for none. */
  logo: string;
}

/** An uploaded picture, checked and resized (stored under its content's hash: never overwritten). */
export interface StoredImage {
  url: string;
  contentType: string;
  width: number;
  height: number;
  /** Bytes as stored. */
  size: number;
}

// ------------------------------------------------------------------ publishing an index period (issue 22)

/** One problem of an import: errors block it, warnings go to the reviewer. */
export interface ImportIssue {
  level: 'error' | 'warning';
  /** `unknown-code`, `parent-mismatch`, `large-move`, `revision`… */
  rule: string;
  sheet: string | null;
  /** As Excel numbers it; null for the file as a whole. */
  row: number | null;
  column: string | null;
  value: string | null;
  /** 中文（English） */
  message: string;
}

/** A family as the publishing page needs it: what is out, and what comes next. */
export interface PublishingFamily {
  projId: number;
  name: string;
  frequency: 'week' | 'month';
  latest: { period: string; label: string; publishedAt: string } | null;
  /**
   * The period due next, with its release slot; an import takes it from its first day on
   * (`importableFrom`, a Beijing date), so `importable` is false while it has not begun (the one
   * before it already released or scheduled).
   */
  next: { period: string; label: string; slot: string; importable: boolean; importableFrom: string };
}

/** What an approved import will change for visitors. */
export interface ImportPreview {
  root: { id: string; name: string; value: number; previous: number | null; changePct: number | null };
  /** Level-2 categories up, down and flat on the previous period (as the public headline counts them). */
  up: number;
  down: number;
  flat: number;
  /** A revision: every value that changes, old and new. */
  changes: { id: string; name: string; old: number | null; new: number }[];
  /** The public answers with the period in place: the headline and its summary as visitors will read them (absent in reports from before it existed). */
  visitor?: { family: IndexFamily; snapshot: IndexSnapshot; tree: IndexNode[] };
}

/** What the back office publishes through template, import, review and release. */
export type PublishingDataset = 'index' | 'materials' | 'trade' | 'brands';

export interface ImportReport {
  id: number;
  dataset: PublishingDataset;
  /** The index family; 0 for the other datasets. */
  projId: number;
  period: string;
  label: string;
  /** The file's name as uploaded. */
  fileName: string;
  sha256: string;
  createdAt: string;
  createdBy: string | null;
  errors: number;
  warnings: number;
  issues: ImportIssue[];
  /** Set when the period is published already: the import revises it. */
  revision: { changed: number } | null;
  /** Null when there are errors. */
  preview: ImportPreview | null;
  /** The checked values as submitted (an index's in its tree's order, with names); null when there are errors. */
  values: { id: string; name: string | null; value: number }[] | null;
}

export type PublicationState = 'submitted' | 'returned' | 'approved' | 'published' | 'withdrawn';

export interface IndexPublication {
  id: number;
  dataset: PublishingDataset;
  /** The index family; 0 for the other datasets. */
  projId: number;
  period: string;
  label: string;
  kind: 'new' | 'revision';
  /** `approved` until its time comes, then `published`. */
  state: PublicationState;
  reason: string | null;
  publishAt: string | null;
  publishedAt: string | null;
  importId: number;
  importedBy: string | null;
  importedByDisplayName: string | null;
  submittedBy: string | null;
  submittedByDisplayName: string | null;
  submittedAt: string;
  reviewedBy: string | null;
  reviewedByDisplayName: string | null;
  reviewedAt: string | null;
  comment: string | null;
  errors: number;
  warnings: number;
  /** A new period: the commentary drafted from its numbers on approval (an article to complete and submit). */
  commentaryId: number | null;
  /** A withdrawn one (state `withdrawn`): who took it off the site, when, and why. */
  withdrawnBy: string | null;
  withdrawnByDisplayName: string | null;
  withdrawnAt: string | null;
  withdrawReason: string | null;
  /** An index period's release slot (its family's calendar), which a new period follows unless a time was chosen; null for the other datasets. */
  slotAt: string | null;
}

/** Withdraw an approved publication (reviewers): the reason is required and kept. */
export interface WithdrawPublicationBody {
  reason: string;
}

export interface SubmitPublicationBody {
  importId: number;
  /** Required for a revision: why the published figures change (visitors read it). */
  reason?: string | null;
  /** ISO time to publish at; absent or null: the family's release slot (a revision: at once). */
  publishAt?: string | null;
}

export interface ReviewPublicationBody {
  decision: 'approve' | 'return';
  comment?: string | null;
  /** Approving an import with warnings says the reviewer has read them. */
  acknowledgeWarnings?: boolean;
  /** Approving: release at once, not at the time asked at submission or the family's slot (`npm run release -- publish`). */
  publishNow?: boolean;
  /** Approving an index release: the reviewer's chosen ISO time (before the submitter's and the slot; not with publishNow, not past). */
  publishAt?: string | null;
}
