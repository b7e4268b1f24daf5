/**
 * One call of a back-office operation as every area's handlers see it (server/accounts/routes.ts,
 * server/content/routes.ts, server/publish/routes.ts), and the small readings of it they share. The
 * gate that builds it (who is asking, x-roles, XSRF) is server/admin/routes.ts. Here, in the lowest
 * area, because every area's handlers take it and nothing lower may import a higher area.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../model/errors';
import type { Db } from '../db/client';
import type { Store } from '../store';
import type { Actor, Principal } from './service';

export interface AdminContext {
  db: Db;
  idleMinutes: number;
  /** The sites and the public answers' cache (a published change moves its key at once here). */
  store: Store;
}

export interface Call {
  request: FastifyRequest;
  reply: FastifyReply;
  ctx: AdminContext;
  /** Set for every operation with x-roles. */
  principal: Principal;
  address: string;
  body: Record<string, unknown>;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
}

/** An operation answering JSON (the gate wraps `data` in the envelope). */
export type Operation = (c: Call) => Promise<unknown>;
/** An operation that answers something other than the JSON envelope itself (a file). */
export type RawOperation = (c: Call) => Promise<void>;

/** An area's handlers, by operationId. */
export interface AreaHandlers {
  json: Record<string, Operation>;
  raw: Record<string, RawOperation>;
}

export const actor = (c: Call): Actor => ({ accountId: c.principal.account.id, accountName: c.principal.account.name, address: c.address });

export const idParam = (c: Call): number => Number(c.params.id);

/** The site a content operation is for (`siteCode`, or the default site). */
export const siteId = async (c: Call): Promise<number> => (await c.ctx.store.site(c.query.siteCode)).id;

/** After a change visitors see: this process's next public request reads the new data version. */
export function published<T>(c: Call, value: T): T {
  c.ctx.store.invalidate();
  return value;
}

/** An upload's bytes (the body of an `application/octet-stream` request). */
export function bodyBytes(c: Call): Buffer {
  const bytes = c.request.body;
  if (!Buffer.isBuffer(bytes)) throw badRequest('请以 application/octet-stream 上传文件本身（Send the file itself as application/octet-stream.）');
  return bytes;
}
