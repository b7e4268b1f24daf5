/**
 * The accounts area's operations: signing in and out, the session, one's password, accounts, API
 * tokens, the audit trail (list, CSV, chain check). Thin: read the call, ask server/accounts/service.ts,
 * shape the answer. The gate in front of them is server/admin/routes.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { AdminSession, Role } from '../../src/types/admin';
import * as q from '../db/accounts';
import { contentDisposition } from '../http';
import { auditCsv, auditCsvName, auditFilter } from './audit';
import { verifyAuditChain } from './auditChain';
import { actor, idParam, siteId, type AreaHandlers, type Call } from './call';
import * as service from './service';

export const SESSION_COOKIE = 'iip_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const cookieOptions = (request: FastifyRequest, httpOnly: boolean) =>
  ({ path: '/', sameSite: 'strict', httpOnly, secure: request.protocol === 'https' }) as const;

function sessionView(c: Pick<Call, 'ctx'>, principal: service.Principal): AdminSession {
  return { account: service.accountView(principal.account), xsrfToken: principal.xsrf ?? null, idleMinutes: c.ctx.idleMinutes, via: principal.via };
}

export const ACCOUNTS: AreaHandlers = {
  json: {
    getAdminSession: async (c) => sessionView(c, c.principal),

    signIn: async (c) => {
      const { name, password } = c.body as { name: string; password: string };
      const signed = await service.signIn(c.ctx.db, name, password, c.address, (c.request.headers['user-agent'] as string | undefined) ?? null);
      c.reply.setCookie(SESSION_COOKIE, signed.sessionId, cookieOptions(c.request, true));
      c.reply.setCookie(XSRF_COOKIE, signed.xsrf, cookieOptions(c.request, false));
      return sessionView(c, { account: signed.account, via: 'session', xsrf: signed.xsrf });
    },

    signOut: async (c) => {
      await service.signOut(c.ctx.db, c.principal.account, c.principal.sessionHash!, c.address);
      c.reply.clearCookie(SESSION_COOKIE, cookieOptions(c.request, true));
      c.reply.clearCookie(XSRF_COOKIE, cookieOptions(c.request, false));
      return null;
    },

    changePassword: async (c) => {
      const { currentPassword, newPassword } = c.body as { currentPassword: string; newPassword: string };
      const account = await service.changePassword(c.ctx.db, c.principal, currentPassword, newPassword, c.address);
      return sessionView(c, { ...c.principal, account });
    },

    listAccounts: async (c) => (await q.listAccounts(c.ctx.db)).map(service.accountView),

    createAccount: async (c) => service.createAccount(c.ctx.db, c.body as { name: string; displayName?: string; role: Role }, actor(c)),

    updateAccount: async (c) => service.updateAccount(c.ctx.db, idParam(c), c.body, actor(c)),

    listApiTokens: async (c) => (await q.tokensOf(c.ctx.db, c.principal.account.id)).map(service.tokenView),

    createApiToken: async (c) => service.createToken(c.ctx.db, c.principal.account, String(c.body.name ?? ''), actor(c)),

    revokeApiToken: async (c) => service.revokeToken(c.ctx.db, c.principal.account, idParam(c), actor(c)),

    listAudit: async (c) => {
      const current = Number(c.query.current ?? 1);
      const pageSize = Number(c.query.pageSize ?? 20);
      const { rows, total } = await q.listAudit(c.ctx.db, await siteId(c), auditFilter(c.query), (current - 1) * pageSize, pageSize);
      return { list: rows.map(service.auditView), total, current, pageSize };
    },

    verifyAudit: async (c) => {
      const [seq, hash] = c.query.expect?.split(':') ?? [];
      return verifyAuditChain(c.ctx.db, hash ? { seq: Number(seq), hash } : undefined);
    },
  },

  raw: {
    exportAudit: async (c) => {
      const { rows } = await q.listAudit(c.ctx.db, await siteId(c), auditFilter(c.query), 0, 100_000);
      c.reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition('attachment', auditCsvName()))
        .send(auditCsv(rows.map(service.auditView)));
    },
  },
};
