/**
 * The publishing area's operations: the families due, a period's template, importing figures, the
 * publications and their submit / review / withdraw. Thin: read the call, ask the area's domain
 * (families.ts, importing.ts, publications.ts, submit.ts, review.ts, withdraw.ts), shape the answer;
 * approving or withdrawing changes what visitors see (the public cache moves on).
 */
import type { ReviewPublicationBody, SubmitPublicationBody, WithdrawPublicationBody } from '../../src/types/admin';
import { badRequest } from '../model/errors';
import { contentDisposition } from '../http';
import { actor, bodyBytes, idParam, published, siteId, type AreaHandlers, type Call } from '../accounts/call';
import { datasetOf } from './datasets';
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

export const PUBLISH: AreaHandlers = {
  json: {
    listPublishingFamilies: async (c) => publishingFamilies(c.ctx.db, await siteId(c)),

    importIndexFigures: async (c) =>
      importFigures(c.ctx.db, await siteId(c), figuresFamily(c), String(c.query.period), String(c.query.filename ?? ''), bodyBytes(c), actor(c), datasetOf(c.query.dataset)),

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
    getIndexTemplate: async (c) => {
      const { bytes, filename } = await template(c.ctx.db, await siteId(c), figuresFamily(c), String(c.query.period), datasetOf(c.query.dataset));
      c.reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('Content-Disposition', contentDisposition('attachment', 'template.xlsx', filename)).send(bytes);
    },

    getIndexImportFile: async (c) => {
      const f = await importFile(c.ctx.db, await siteId(c), idParam(c));
      c.reply.type(f.contentType).header('Content-Disposition', contentDisposition('attachment', f.fallback, f.filename)).send(f.bytes);
    },
  },
};
