/**
 * The gate in front of every back-office operation (`/webapi/admin`, tag `admin` of docs/openapi.yaml)
 * and the table that maps each operationId to its area's handler: who is asking (a session cookie or
 * an API token), whether their role is among the operation's `x-roles`, whether a cookie-borne write
 * echoes its XSRF token, whether a one-time password must be changed first. The document says it; this
 * file enforces it. Answers are never cached (`private, no-store`). The handlers live with their area
 * (server/accounts/routes.ts, server/content/routes.ts, server/publish/routes.ts); the rules themselves
 * are in each area's domain (accounts: server/accounts/service.ts).
 *
 * Areas import one way: admin (this gate) → publish → content → accounts → model / db.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../src/types/admin';
import { notFound } from '../model/errors';
import { forbidden, passwordChangeRequired, unauthenticated, xsrfRefused } from '../accounts/errors';
import { sameSecret } from '../accounts/secrets';
import * as service from '../accounts/service';
import type { AdminContext, AreaHandlers, Call, Operation, RawOperation } from '../accounts/call';
import { ACCOUNTS, SESSION_COOKIE, XSRF_HEADER } from '../accounts/routes';
import { CONTENT } from '../content/routes';
import { PUBLISH } from '../publish/routes';

/** What docs/openapi.yaml says about an admin operation. */
export interface AdminRule {
  /** `x-roles`: who may call it; absent: anyone (signing in). */
  roles?: Role[];
  /** `x-before-password-change` */
  beforePasswordChange: boolean;
  /** `security`: only a session cookie (no API token) when `bearerToken` is not listed. */
  tokenAllowed: boolean;
}

/** Every area's handlers in one table; an operationId two areas both claim is a mistake found at start. */
function compose(areas: AreaHandlers[]): AreaHandlers {
  const out: AreaHandlers = { json: {}, raw: {} };
  for (const area of areas) {
    for (const [id, op] of [...Object.entries(area.json), ...Object.entries(area.raw)]) {
      if (out.json[id] || out.raw[id]) throw new Error(`operation ${id} has two handlers`);
      if (id in area.json) out.json[id] = op as Operation;
      else out.raw[id] = op as RawOperation;
    }
  }
  return out;
}

const AREAS = compose([ACCOUNTS, CONTENT, PUBLISH]);

/** Operations answering JSON (wrapped in the envelope here). */
export const ADMIN_OPERATIONS: Record<string, Operation> = AREAS.json;
/** Operations that answer something other than the JSON envelope. */
export const ADMIN_RAW_OPERATIONS: Record<string, RawOperation> = AREAS.raw;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearer(request: FastifyRequest): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return m?.[1];
}

/** Who is asking, checked against the operation's rule; throws the 401 / 403 the document lists. */
async function gate(request: FastifyRequest, ctx: AdminContext, rule: AdminRule): Promise<service.Principal | null> {
  if (!rule.roles) return null;
  const token = bearer(request);
  const sessionId = request.cookies[SESSION_COOKIE];
  const principal = token
    ? await service.tokenPrincipal(ctx.db, token)
    : sessionId
      ? await service.sessionPrincipal(ctx.db, sessionId, ctx.idleMinutes * 60_000)
      : null;
  if (!principal) throw unauthenticated();
  if (principal.via === 'token' && !rule.tokenAllowed) throw forbidden();
  // A cookie travels with any request the browser makes; only our page can read the XSRF value.
  if (principal.via === 'session' && WRITES.has(request.method) && !sameSecret(request.headers[XSRF_HEADER] as string | undefined, principal.xsrf)) {
    throw xsrfRefused();
  }
  if (!rule.roles.includes(principal.account.role)) throw forbidden();
  if (principal.account.mustChangePassword && !rule.beforePasswordChange) throw passwordChangeRequired();
  return principal;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, set by an admin operation's gate (onRequest). */
    adminPrincipal?: service.Principal | null;
  }
}

/**
 * The route options of an admin operation: the gate runs first (onRequest: before the body is read
 * or checked, so an anonymous caller learns nothing but 401), then the operation. `ADMIN=off`: every
 * one answers 404.
 */
export function adminRoute(operationId: string, rule: AdminRule, ctx: AdminContext | null) {
  const json = ADMIN_OPERATIONS[operationId];
  const raw = ADMIN_RAW_OPERATIONS[operationId];
  // As for the visitors' operations: a document naming an operation this server lacks does not start.
  if (!json && !raw) throw new Error(`no handler for operation ${operationId}`);
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Cache-Control', 'private, no-store');
      if (!ctx) throw notFound('后台未开启（The back office is off on this server.）');
      request.adminPrincipal = await gate(request, ctx, rule);
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const c: Call = {
        request,
        reply,
        ctx: ctx!,
        principal: request.adminPrincipal!,
        address: request.ip,
        body: (Buffer.isBuffer(request.body) ? {} : (request.body ?? {})) as Record<string, unknown>,
        params: (request.params ?? {}) as Record<string, string>,
        query: (request.query ?? {}) as Record<string, string | undefined>,
      };
      if (raw) return raw(c);
      const data = await json(c);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify({ success: true, data }));
    },
  };
}


/** The admin rules of every operation of the document (by operationId). */
export function adminRules(spec: { paths: Record<string, Record<string, unknown>> }): Map<string, AdminRule> {
  const out = new Map<string, AdminRule>();
  for (const item of Object.values(spec.paths)) {
    for (const op of Object.values(item) as { operationId?: string; tags?: string[]; security?: Record<string, unknown>[]; 'x-roles'?: Role[]; 'x-before-password-change'?: boolean }[]) {
      if (!op?.operationId || !op.tags?.includes('admin')) continue;
      out.set(op.operationId, {
        roles: op['x-roles'],
        beforePasswordChange: op['x-before-password-change'] === true,
        tokenAllowed: (op.security ?? []).some((s) => 'bearerToken' in s),
      });
    }
  }
  return out;
}
