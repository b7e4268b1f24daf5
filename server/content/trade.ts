/**
 * The trade set-up (外贸设置, admins; issue 45): what the trade import's template asks for and the public
 * trade pages name. Set-up metadata like the settings: no four eyes, audited (`trade.update`), and the
 * data version moves so visitors see new names at once. The rules are server/model/tradeSetup.ts's.
 */
import type { Db } from '../db/client';
import * as q from '../db/content';
import { audit, type Actor } from '../accounts/service';
import { checkTradeSetup, tradeSetupOf, type StoredTradeMeta, type TradeSetup } from '../model/tradeSetup';

/** The set-up and how many months are stored (then partners and groups may only be renamed or appended). */
export interface TradeSetupView extends TradeSetup {
  storedMonths: number;
}

export async function getTradeSetup(db: Db, siteId: number): Promise<TradeSetupView> {
  const [meta, storedMonths] = await Promise.all([q.tradeMetaOf(db, siteId), q.tradeMonthRows(db, siteId)]);
  return { ...tradeSetupOf(meta as StoredTradeMeta), storedMonths };
}

export async function updateTradeSetup(db: Db, siteId: number, next: TradeSetup, actor: Actor): Promise<TradeSetupView> {
  return db.transaction(async (tx) => {
    await q.lockSite(tx, siteId);
    const before = (await q.tradeMetaOf(tx, siteId)) as StoredTradeMeta;
    const storedMonths = await q.tradeMonthRows(tx, siteId);
    // Whatever else an office's meta carries stays; releaseDay goes when it is no longer announced.
    const stored = { ...before, ...checkTradeSetup(next, before, storedMonths) };
    if (next.releaseDay === null) delete stored.releaseDay;
    await q.updateTradeMeta(tx, siteId, stored);
    await q.bumpDataVersion(tx, siteId);
    await audit(tx, actor, 'trade.update', 'site', siteId, tradeSetupOf(before), tradeSetupOf(stored));
    return { ...tradeSetupOf(stored), storedMonths };
  });
}
