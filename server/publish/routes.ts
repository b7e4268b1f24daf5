/**
 * The publishing area's operations: setting a family up (familyAdmin.ts) and its classification
 * (classificationChanges.ts), the families due, a period's template, importing figures, the
 * publications and their submit / review / withdraw. Thin: read the call, ask the area's domain
 * (families.ts, importing.ts, publications.ts, submit.ts, review.ts, withdraw.ts), shape the answer;
 * approving or withdrawing changes what visitors see (the public cache moves on).
 */
import type { IndexFamilyEdit, IndexFamilySetup, ReviewClassificationBody, ReviewPublicationBody, SubmitPublicationBody, WithdrawPublicationBody } from '../../src/types/admin';
import { badRequest } from '../model/errors';
import { contentDisposition } from '../http';
import { actor, bodyBytes, idParam, published, siteId, type AreaHandlers, type Call } from '../accounts/call';
import { importClassification, listChanges, reviewChange, submitChange, templateOf } from './classificationChanges';
import { catalogueTemplate, importCatalogue } from './catalogue';
import { datasetOf } from './datasets';
import { createFamily, listFamiliesAdmin, updateFamily } from './familyAdmin';
import { publishingFamilies } from './families';
import { importHistory } from './backload';
import { getImport, importFigures, importFile, template } from './importing';
import { getPublication, listPublications } from './publications';
import { reviewPublication } from './review';
import { submitPublication } from './submit';
import { withdrawPublication } from './withdraw';

/** The index family of a template or import: required for the index, not used by the other datasets. */
function figuresFamily(c: Call): number {
  if (datasetOf(c.query.dataset) !== 'index') return 0;
  if (c.query.projId === undefined) throw badRequest('请指明指数（projId）（Name the index family: projId.）');
  return Number(c.query.projId);
}

/** The family of a classification operation (its path). */
const familyParam = (c: Call): number => Number(c.params.projId);

export const PUBLISH: AreaHandlers = {
  json: {
    importClassification: async (c) =>
      importClassification(c.ctx.db, await siteId(c), familyParam(c), { validFrom: String(c.query.validFrom), note: String(c.query.note ?? ''), filename: String(c.query.filename ?? '') }, bodyBytes(c), actor(c)),
    listClassificationChanges: async (c) => listChanges(c.ctx.db, await siteId(c), familyParam(c)),
    submitClassificationChange: async (c) => submitChange(c.ctx.db, await siteId(c), familyParam(c), idParam(c), actor(c)),
    reviewClassificationChange: async (c) => published(c, await reviewChange(c.ctx.db, await siteId(c), familyParam(c), idParam(c), c.body as unknown as ReviewClassificationBody, actor(c))),

    listPublishingFamilies: async (c) => publishingFamilies(c.ctx.db, await siteId(c)),

    listIndexFamiliesAdmin: async (c) => listFamiliesAdmin(c.ctx.db, await siteId(c)),
    createIndexFamily: async (c) => published(c, await createFamily(c.ctx.db, await siteId(c), c.body as unknown as IndexFamilySetup, actor(c))),
    updateIndexFamily: async (c) => published(c, await updateFamily(c.ctx.db, await siteId(c), Number(c.params.projId), c.body as unknown as IndexFamilyEdit, actor(c))),

    importIndexFigures: async (c) =>
      importFigures(c.ctx.db, await siteId(c), figuresFamily(c), String(c.query.period), String(c.query.filename ?? ''), bodyBytes(c), actor(c), datasetOf(c.query.dataset)),

    importCatalogue: async (c) => importCatalogue(c.ctx.db, await siteId(c), String(c.query.filename ?? ''), bodyBytes(c), actor(c)),
    importIndexHistory: async (c) => importHistory(c.ctx.db, await siteId(c), Number(c.params.projId), String(c.query.filename ?? ''), bodyBytes(c), actor(c)),

    getIndexImport: async (c) => getImport(c.ctx.db, await siteId(c), idParam(c)),

    listIndexPublications: async (c) =>
      listPublications(c.ctx.db, await siteId(c), {
        state: c.query.state,
        projId: c.query.projId === undefined ? undefined : Number(c.query.projId),
        dataset: c.query.dataset === undefined ? undefined : datasetOf(c.query.dataset),
      }),

    submitIndexPublication: async (c) => submitPublication(c.ctx.db, await siteId(c), c.body as unknown as SubmitPublicationBody, actor(c)),

    getIndexPublication: async (c) => getPublication(c.ctx.db, await siteId(c), idParam(c)),

    reviewIndexPublication: async (c) => published(c, await reviewPublication(c.ctx.db, await siteId(c), idParam(c), c.body as unknown as ReviewPublicationBody, actor(c))),
    withdrawIndexPublication: async (c) => published(c, await withdrawPublication(c.ctx.db, await siteId(c), idParam(c), c.body as unknown as WithdrawPublicationBody, actor(c))),
  },

  raw: {
    getClassificationTemplate: async (c) => {
      const { bytes, filename } = await templateOf(c.ctx.db, await siteId(c), familyParam(c));
      c.reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('Content-Disposition', contentDisposition('attachment', 'classification.xlsx', filename)).send(bytes);
    },

    getIndexTemplate: async (c) => {
      const { bytes, filename } = await template(c.ctx.db, await siteId(c), figuresFamily(c), String(c.query.period), datasetOf(c.query.dataset));
      c.reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('Content-Disposition', contentDisposition('attachment', 'template.xlsx', filename)).send(bytes);
    },

    getCatalogueTemplate: async (c) => {
      await siteId(c);
      const bytes = await catalogueTemplate();
      c.reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('Content-Disposition', contentDisposition('attachment', 'catalogue.xlsx', '企业产品品牌原材料批量新增模板.xlsx')).send(bytes);
    },

    getIndexImportFile: async (c) => {
      const f = await importFile(c.ctx.db, await siteId(c), idParam(c));
      c.reply.type(f.contentType).header('Content-Disposition', contentDisposition('attachment', f.fallback, f.filename)).send(f.bytes);
    },
  },
};
