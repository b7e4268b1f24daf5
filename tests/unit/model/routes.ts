/**
 * The public /webapi operations as mock handlers over the in-memory dataset of today, keyed
 * `GET /webapi/…` as docs/openapi.yaml writes its paths (`{id}` as `:id`). Nothing here is a second
 * route table: the paths and their operationIds are read from the contract, and each answer is the
 * server's own (server/webapi/operations.ts) on this dataset. Only the files, which the server reads
 * from the database, are made here as the demo's seed makes them (server/demo/seed.ts). The server's
 * routing, HEAD, /webapi/boot (it asks the server's other routes) and the answers for unknown paths and
 * methods are tested on the real server in tests/server.
 */
import fs from 'fs';
import path from 'path';
import YAML from 'yaml';
import * as files from '../../../mock/lib/files';
import { FILE_OPERATIONS, JSON_OPERATIONS, TEXT_OPERATIONS, type Call } from '../../../server/webapi/operations';
import { jsonRoute, pdfRoute, svgRoute, textRoute, type MockHandler } from './harness';

interface Contract {
  paths: Record<string, Record<string, { operationId?: string }>>;
}

const contract = YAML.parse(fs.readFileSync(path.join(__dirname, '../../../docs/openapi.yaml'), 'utf8')) as Contract;

/** What the server's operations read besides the dataset and the request: the database, which a unit test has none of. */
const noDatabase = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(`the unit tests have no database (asked for ${String(name)}): this case belongs in tests/server`);
    },
  },
) as Call['site'] & Call['store'];

const callOf = (c: Pick<Call, 'ds' | 'query' | 'params' | 'origin'>): Call => ({ ...c, site: noDatabase, store: noDatabase });

/** The seed stores what these make (server/demo/seed.ts): the server answers the stored bytes. */
const FILES: Record<string, MockHandler> = {
  getFile: pdfRoute((ds, params) => files.getFile(ds, params)),
  getCompanyLogo: svgRoute((ds, params) => files.getLogo(ds, params)),
  getProductImage: svgRoute((ds, params) => files.getProductImage(ds, params)),
};

function handlerOf(operationId: string): MockHandler {
  const json = JSON_OPERATIONS[operationId];
  if (json) return jsonRoute((ds, query, params) => json(callOf({ ds, query, params, origin: '' })));
  const text = TEXT_OPERATIONS[operationId];
  if (text) return textRoute({ contentType: text.contentType, filename: text.filename }, (ds, params, origin) => text.answer(callOf({ ds, query: {}, params, origin })));
  if (FILE_OPERATIONS[operationId] && FILES[operationId]) return FILES[operationId];
  throw new Error(`no mock handler for operation ${operationId} (tests/unit/model/routes.ts)`);
}

/** Every public GET of the contract but /webapi/boot, by `GET /webapi/…` path. */
export const ROUTES: Record<string, MockHandler> = Object.fromEntries(
  Object.entries(contract.paths)
    .filter(([template, item]) => !template.startsWith('/webapi/admin/') && item.get?.operationId && item.get.operationId !== 'getBoot')
    .map(([template, item]) => [`GET ${template.replace(/\{(\w+)\}/g, ':$1')}`, handlerOf(item.get.operationId!)]),
);
