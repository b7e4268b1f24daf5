/**
 * The back office's part of the contract (`/webapi/admin`, tag `admin` in docs/openapi.yaml) by name:
 * what the admin pages and scripts send and receive. Generated into ./openapi.gen.ts like
 * ./webapi.ts; only what the document cannot say is written here by hand, each with why.
 */
import type { components, operations } from './openapi.gen';
import type { PageResult } from './webapi';

type S = components['schemas'];

export type Role = S['Role'];
export type AdminAccount = S['AdminAccount'];
export type AdminSession = S['AdminSession'];
export type SignInBody = S['SignInBody'];
export type ChangePasswordBody = S['ChangePasswordBody'];
export type CreateAccountBody = S['CreateAccountBody'];
export type UpdateAccountBody = S['UpdateAccountBody'];
export type AccountWithPassword = S['AccountWithPassword'];
export type ApiTokenInfo = S['ApiTokenInfo'];
export type CreatedApiToken = S['CreatedApiToken'];
export type AuditEntry = S['AuditEntry'];
export type AuditPage = PageResult<AuditEntry>;
export type AuditVerdict = S['AuditVerdict'];
/** Why a row of the audit chain does not add up (the contract writes it inline in AuditVerdict). */
export type AuditChainProblem = NonNullable<AuditVerdict['broken']>['problem'];

// ------------------------------------------------------------------ content (articles, files, settings)
export type ArticleState = S['ArticleState'];
export type RevisionState = S['RevisionState'];
export type IndexPeriodRef = S['IndexPeriodRef'];
export type ArticleDraft = S['ArticleDraft'];
export type RevisionAttachment = S['RevisionAttachment'];
export type ArticleFields = S['ArticleFields'];

/** One saved version of a piece of content. By hand: generic over `fields`, which the contract spells out per kind (ArticleRevision, CompanyRevision…). */
export interface Revision<F> extends Omit<S['ArticleRevision'], 'fields'> {
  fields: F;
  /** A company's, product's or brand's revision that retires it once approved: the editor's reason. */
  retireReason?: string;
}

export type ArticleRevision = S['ArticleRevision'];
export type AdminArticle = S['AdminArticle'];
export type AdminArticleSummary = S['AdminArticleSummary'];
export type ReviewBody = S['ReviewBody'];
export type StoredFile = S['StoredFile'];
export type SiteSettings = S['SiteSettings'];
export type SiteSetup = S['SiteSetup'];
export type TradeSetup = S['TradeSetup'];
export type TradeSetupView = S['TradeSetupView'];
export type ReleaseSlot = S['ReleaseSlot'];
export type IndexFamilySetup = S['IndexFamilySetup'];
export type IndexFamilyEdit = S['IndexFamilyEdit'];
export type AdminIndexFamily = S['AdminIndexFamily'];
export type CompanyFields = S['CompanyFields'];
export type ProductFields = S['ProductFields'];
export type BrandFields = S['BrandFields'];

/** A company, product or brand in the back office: what visitors see and every revision. By hand: generic over `fields` (the contract has AdminCompany, AdminProduct, AdminBrand). */
export interface Edited<F> {
  state: ArticleState;
  /** revision: the approved revision shown, null while it is as imported (or, `onSite` false, never approved: its first draft's fields). */
  published: { revision: number | null; fields: F };
  /** Visitors see it: approved at least once (or imported) and not retired. */
  onSite?: boolean;
  /** When it was retired (hidden from visitors, kept); null: it is not. */
  retiredAt?: string | null;
  /** Newest first. */
  revisions: Revision<F>[];
}

/** The review columns every edited list row has (the contract repeats them in each summary). */
export type EditedSummary = Pick<S['AdminCompanySummary'], 'state' | 'updatedAt' | 'updatedBy' | 'updatedByDisplayName' | 'latestRev'>;
export type AdminCompany = S['AdminCompany'];
export type AdminCompanySummary = S['AdminCompanySummary'];
export type AdminProduct = S['AdminProduct'];
export type AdminProductSummary = S['AdminProductSummary'];
export type AdminBrand = S['AdminBrand'];
export type AdminBrandSummary = S['AdminBrandSummary'];
export type StoredImage = S['StoredImage'];

// ------------------------------------------------------------------ publishing an index period (issue 22)
export type ImportIssue = S['ImportIssue'];
export type PublishingFamily = S['PublishingFamily'];
/** What an approved import will change for visitors (the contract writes it inline in ImportReport). */
export type ImportPreview = NonNullable<S['ImportReport']['preview']>;
export type PublishingDataset = S['PublishingDataset'];
export type ImportReport = S['ImportReport'];
export type PublicationState = S['IndexPublication']['state'];
export type IndexPublication = S['IndexPublication'];
export type WithdrawPublicationBody = S['WithdrawPublicationBody'];
export type SubmitPublicationBody = S['SubmitPublicationBody'];
export type ReviewPublicationBody = S['ReviewPublicationBody'];

/** listAudit's filters and page; `siteCode` left out: the request layer adds it. */
export type AuditQuery = Omit<NonNullable<operations['listAudit']['parameters']['query']>, 'siteCode'>;

// A family's classification (issue 45): a checked tree workbook, its diff and its review.
export type ClassificationChange = S['ClassificationChange'];
export type ClassificationNode = S['ClassificationNode'];
export type ReviewClassificationBody = S['ReviewClassificationBody'];
// ------------------------------------------------------------------ raw materials in the back office (issue 45)
export type MaterialFields = S['MaterialFields'];
export type AdminMaterial = S['AdminMaterial'];
export type AdminMaterialSummary = S['AdminMaterialSummary'];
export type MaterialDraft = S['MaterialDraft'];
export type RetireBody = S['RetireBody'];
export type ProductCreate = S['ProductCreate'];
export type BrandCreate = S['BrandCreate'];
export type CatalogueImport = S['CatalogueImport'];
