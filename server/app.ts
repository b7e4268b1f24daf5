/**
 * The one server: dist/ with the cache headers and Content-Security-Policy of docs/nginx.conf, and
 * every /webapi operation of docs/openapi.yaml, routed and parameter-checked from that document
 * (fastify-openapi-glue). Routes stay thin: the data comes from server/store.ts, the answers from
 * server/webapi/operations.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import YAML from 'yaml';
import { ApiError, methodNotAllowed, notFound } from './model/errors';
import { queryString } from './model/params';
import type { SiteRow } from './db/read';
import { readFile } from './db/read';
import { registerShare } from './share';
import { registerHealth } from './health';
import { registerBoot, routeBoot } from './boot';
import { contentDisposition, etagOf, requestOrigin, sendCached, sendError, toApiError } from './http';
import { staticHeaders, SECURITY_HEADERS } from './static';
import { adminRoute, adminRules } from './admin/routes';
import type { AdminContext } from './accounts/call';
import { MAX_UPLOAD_BYTES } from './content/content';
import { Store, type AnswerDeps } from './store';
import { FILE_OPERATIONS, INDEX_OPERATIONS, JSON_OPERATIONS, TEXT_OPERATIONS, type Call, type Params } from './webapi/operations';
import { validationError } from './webapi/validation';
import { lazyCompilers } from './lazySchemas';

export interface AppOptions {
  store: Store;
  /** docs/openapi.yaml, or the build's JSON of it (server/dist/openapi.json) */
  specification: string;
  distDir: string | null;
  logLevel?: string;
  /** The back office; null: off (`ADMIN=off`). */
  admin: AdminContext | null;
  trustProxy?: string | boolean;
  /** `METRICS_TOKEN`: the bearer token of /metrics; null: no metrics served. */
  metricsToken?: string | null;
}

/** The most of a refused (413) body the server still reads so that its uploader gets the answer. */
const LINGER_BYTES = 4 * MAX_UPLOAD_BYTES;

/** Seconds a JSON answer may be kept by a browser, nginx or a CDN (a new release shows within it). */
export const JSON_MAX_AGE = 60;

/** The site a request is for: its siteCode, or the default (first) site. */
const siteOf = (store: Store, query: unknown): Promise<SiteRow> => store.site(queryString(query as Record<string, unknown>, 'siteCode'));

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { store } = opts;
  const app = Fastify({
    logger: { level: opts.logLevel ?? 'info', redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-xsrf-token"]'] },
    // The query parser keeps repeated keys as arrays, as the contract's list parameters allow.
    routerOptions: { ignoreTrailingSlash: false },
    return503OnClosing: true,
    // JSON bodies: an article's HTML may reach 500,000 characters (1.5 MB of Chinese).
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: opts.trustProxy ?? 'loopback',
    // Each route's schemas compiled when it is first asked, not all at the start (server/lazySchemas.ts).
    schemaController: { compilersFactory: lazyCompilers() },
  });
  await app.register(fastifyCookie);
  registerHealth(app, { db: store.db, metricsToken: opts.metricsToken ?? null });

  const call = async (request: FastifyRequest): Promise<Call> => {
    const site = await siteOf(store, request.query);
    const ds = await store.dataset(site);
    return { ds, site, store, query: (request.query ?? {}) as Call['query'], params: (request.params ?? {}) as Params, origin: requestOrigin(request.headers) };
  };

  // GET /webapi/boot answers other operations' answers: it asks this app itself (server/boot.ts).
  const jsonOperations: typeof JSON_OPERATIONS = { ...JSON_OPERATIONS, getBoot: (c) => routeBoot(app, c.site.code, String(c.query.route), c.query.q === undefined ? undefined : String(c.query.q)) };
  const indexDeps = (operationId: string, c: Call): AnswerDeps => (INDEX_OPERATIONS[operationId] ? { index: true, also: INDEX_OPERATIONS[operationId](c) } : 'all');
  const jsonHandler = (operationId: string) => {
    const op = jsonOperations[operationId];
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const c = await call(request);
      const answer = await store.answer(c.site, request.url, async () => {
        const body = JSON.stringify({ success: true, data: await op(c) });
        // A route's boot answer is on its first screen's path; a search's (its words free-form) is not made the costlier way.
        return { body, etag: etagOf(body), best: operationId === 'getBoot' && c.query.q === undefined };
      }, indexDeps(operationId, c));
      reply.type('application/json; charset=utf-8');
      return sendCached(request, reply, answer, JSON_MAX_AGE);
    };
  };

  const textHandler = (operationId: string) => {
    const op = TEXT_OPERATIONS[operationId];
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const c = await call(request);
      // Feeds carry absolute links: the origin is part of what they are.
      const answer = await store.answer(c.site, `${c.origin} ${request.url}`, async () => {
        const body = op.answer(c);
        return { body, etag: etagOf(body) };
      });
      reply.type(op.contentType);
      if (op.filename) reply.header('Content-Disposition', contentDisposition('inline', op.filename));
      return sendCached(request, reply, answer, op.maxAge);
    };
  };

  const fileHandler = (operationId: string) => {
    const op = FILE_OPERATIONS[operationId];
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const site = await siteOf(store, request.query);
      const name = op.storedName((request.params ?? {}) as Params);
      const file = await readFile(store.db, site.id, name);
      if (!file) throw notFound(op.missing);
      reply.type(file.contentType).header('X-Content-Type-Options', 'nosniff');
      if (op.disposition === 'attachment') reply.header('Content-Disposition', contentDisposition('attachment', path.basename(name), file.title));
      return sendCached(request, reply, { body: Buffer.from(file.bytes), etag: `"${file.sha256.slice(0, 32)}"`, compressible: false }, op.maxAge);
    };
  };

  // Before the routes: a plugin's routes keep the error handler in force when they were registered.
  app.setErrorHandler((error: unknown, request, reply) => {
    const validation = validationError(error);
    const e = error as { statusCode?: number; code?: string };
    const clientError = !(error instanceof ApiError) && !!e.statusCode && e.statusCode >= 400 && e.statusCode < 500;
    // An operation that documents no 400 (the pictures: a file name not `{id}.svg`, a product id not a
    // number) answers a malformed parameter as what it is: nothing there.
    const responses = (request.routeOptions.schema as { response?: Record<string, unknown> } | undefined)?.response;
    if ((validation || clientError) && responses && !('400' in responses)) {
      const operationId = (request.routeOptions.config as { operationId?: string } | undefined)?.operationId ?? '';
      return sendError(reply, notFound(FILE_OPERATIONS[operationId]?.missing ?? '不存在（Not found.）'));
    }
    if (validation) return sendError(reply, validation);
    if (e.statusCode === 413) {
      // Fastify answers a body over the limit with "Connection: close", and Node then destroys the socket
      // with the upload still arriving: the uploader sees a reset (EPIPE), not this answer. As nginx's
      // lingering close does, the rest of a body of a plausible size is read and dropped instead, and the
      // connection kept; a larger one is still cut off.
      const declared = Number(request.headers['content-length']);
      if (!request.raw.complete && declared <= LINGER_BYTES) {
        reply.removeHeader('connection');
        request.raw.resume();
      }
      return sendError(reply, new ApiError(413, 'TOO_LARGE', `请求内容过大，文件不能超过 ${MAX_UPLOAD_BYTES / 1024 / 1024} MB（Too large: a file may have at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.）`));
    }
    if (e.statusCode === 415) {
      // A file sent with its own type (text/csv, application/pdf…): say how to send it, not a bare status.
      const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().slice(0, 100) || '—';
      return sendError(
        reply,
        new ApiError(400, 'BAD_REQUEST', `不支持的请求内容类型 ${type}：文件请以 application/octet-stream 上传，其他请求以 JSON 发送（Unsupported Content-Type ${type}: upload a file as application/octet-stream and send anything else as JSON.）`),
      );
    }
    if (clientError) {
      // Fastify's own client errors (a malformed URL, a body on a GET…).
      return sendError(reply, new ApiError(400, 'BAD_REQUEST', `请求无效（Bad request: ${e.code ?? e.statusCode}）`));
    }
    return sendError(reply, toApiError(error, request));
  });

  // The contract's answer types are never request bodies (the back office takes JSON only): refused
  // with 415, and fastify-openapi-glue, which wants a parser for every type the document names, is content.
  // An attachment is uploaded as its bytes (uploadFile), up to its own limit; what it is, is checked
  // from the bytes (server/content/content.ts), whatever the name or type says.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));
  app.addContentTypeParser(['application/pdf', 'application/rss+xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'image/svg+xml', 'image/webp', 'text/calendar', 'text/csv'], (_request, _payload, done) => {
    done(Object.assign(new Error('unsupported request body type'), { statusCode: 415 }), undefined);
  });
  const text = fs.readFileSync(opts.specification, 'utf8');
  const specification = (opts.specification.endsWith('.json') ? JSON.parse(text) : YAML.parse(text)) as Parameters<typeof adminRules>[0];
  const rules = adminRules(specification);
  await app.register(openapiGlue, {
    specification,
    operationResolver: (operationId: string) => {
      const rule = rules.get(operationId);
      if (rule) return { ...adminRoute(operationId, rule, opts.admin), config: { operationId } } as unknown as RouteOptions;
      const handler = jsonOperations[operationId]
        ? jsonHandler(operationId)
        : TEXT_OPERATIONS[operationId]
          ? textHandler(operationId)
          : FILE_OPERATIONS[operationId]
            ? fileHandler(operationId)
            : null;
      if (!handler) throw new Error(`no handler for operation ${operationId}`);
      // The operation's id in the route's config: the error handler reads it.
      return { handler, config: { operationId } } as unknown as RouteOptions;
    },
  });

  // Everything else under /webapi answers JSON, never the site's page: a path of the document with
  // another method is 405 with the methods it has; an unknown path is 404 to a read, 405 otherwise.
  const pathMethods = Object.entries(specification.paths).map(([template, item]) => {
    const methods = Object.keys(item).filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m)).map((m) => m.toUpperCase());
    if (methods.includes('GET')) methods.splice(methods.indexOf('GET') + 1, 0, 'HEAD');
    return { pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`), methods };
  });
  const unknownPath = async (request: FastifyRequest, reply: FastifyReply) => {
    const bare = request.url.split('?')[0];
    const known = pathMethods.find((p) => p.pattern.test(bare));
    if (known) return sendError(reply, methodNotAllowed(request.method, known.methods));
    return sendError(reply, request.method === 'GET' || request.method === 'HEAD' ? notFound('没有这个接口（No such operation.）') : methodNotAllowed(request.method));
  };
  app.all('/webapi', unknownPath);
  app.all('/webapi/*', unknownPath);

  // Share pages for link previews, sitemap.xml and robots.txt (before the static files).
  await registerShare(app, store);

  if (opts.distDir && fs.existsSync(path.join(opts.distDir, 'index.html'))) {
    // The entry page carries the first screens' answers (server/boot.ts); every other file as built.
    registerBoot(app, store, opts.distDir);
    await app.register(fastifyStatic, {
      root: opts.distDir,
      // One route per file, found once at start (a deployment's dist/ does not change under a running
      // server): a wildcard route would read the directories on every request to check the path's
      // spelling, half the requests per second (766 against 1,483 for a small file, measured).
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
      index: ['index.html'],
      // The .br and .gz files scripts/precompress.mjs wrote at build time, chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const headers = staticHeaders(path.relative(opts.distDir!, filePath).replace(/\.(br|gz)$/, ''));
        // @fastify/static 10 hands over the reply (its typings still say a raw response).
        (res as unknown as FastifyReply).headers(headers);
      },
    });
  }
  // A folder with a page of its own (the kiosk's /datashow/) also opens without its slash.
  if (opts.distDir && fs.existsSync(opts.distDir)) {
    for (const entry of fs.readdirSync(opts.distDir, { withFileTypes: true })) {
      if (!entry.isDirectory() || !fs.existsSync(path.join(opts.distDir, entry.name, 'index.html'))) continue;
      app.get(`/${entry.name}`, (_request, reply) => reply.redirect(`/${entry.name}/`, 301));
    }
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/webapi')) return unknownPath(request, reply);
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) reply.header(k, v);
    return reply.code(404).type('text/plain; charset=utf-8').send('404 页面不存在 / Not Found');
  });
  return app;
}
