/**
 * Four eyes, the one rule of every review in the publishing area (a period's figures, a family's
 * classification): whoever imported or submitted something may not approve or send it back.
 */
import { ApiError } from '../model/errors';
import type { Actor } from '../accounts/service';

/** Throws 403 when `actor` is one of `authors` (the importer, the submitter); `what` names the thing reviewed. */
export function refuseOwnWork(actor: Actor, authors: (number | null)[], what: { zh: string; en: string }): void {
  if (actor.accountId !== null && authors.includes(actor.accountId)) throw new ApiError(403, 'FORBIDDEN', `不能审核自己导入或提交的${what.zh}（You may not review ${what.en} you imported or submitted.）`);
}
