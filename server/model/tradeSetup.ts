/**
 * A site's trade set-up (外贸设置, issue 45): the unit, currency, source and customs' release day of its
 * trade figures, and the ordered partners (贸易伙伴) and product groups (产品类别) the import template
 * asks for (EXP-P1…, EXP-G1…). Stored months keep their figures as arrays in these orders, so once a
 * month is stored a name may be renamed or appended but never removed or moved.
 */
import { badRequest } from './errors';

// A type, not an interface: the audit row takes it as a plain record.
export type TradeSetup = {
  unit: string;
  currency: string;
  source: string;
  /** Day of the next month customs publish a month's figures on; null: not announced. */
  releaseDay: number | null;
  partnerNames: string[];
  productNames: string[];
};

/** The trade meta as stored (`site.trade_meta`); `releaseDay` absent when not announced. */
export interface StoredTradeMeta {
  unit: string;
  currency: string;
  source: string;
  releaseDay?: number;
  partnerNames: string[];
  productNames: string[];
}

export const MAX_TRADE_NAMES = 12;
export const MAX_TRADE_NAME_LENGTH = 40;

/** What a new site starts with: nothing to import yet. */
export const emptyTradeMeta = (): StoredTradeMeta => ({ unit: '', currency: 'USD', source: '', partnerNames: [], productNames: [] });

export function tradeSetupOf(meta: StoredTradeMeta): TradeSetup {
  return {
    unit: meta.unit ?? '',
    currency: meta.currency ?? 'USD',
    source: meta.source ?? '',
    releaseDay: meta.releaseDay ?? null,
    partnerNames: [...(meta.partnerNames ?? [])],
    productNames: [...(meta.productNames ?? [])],
  };
}

const LISTS = {
  partnerNames: { zh: '贸易伙伴', en: 'partner' },
  productNames: { zh: '产品类别', en: 'product group' },
} as const;

/** A list's names trimmed, each present, unique and short, at most twelve. */
function checkNames(names: string[], noun: { zh: string; en: string }): string[] {
  const out = names.map((n) => n.trim());
  if (out.length > MAX_TRADE_NAMES) throw badRequest(`${noun.zh}最多 ${MAX_TRADE_NAMES} 个，现有 ${out.length} 个（At most ${MAX_TRADE_NAMES} ${noun.en}s, not ${out.length}.）`);
  out.forEach((n, i) => {
    if (!n) throw badRequest(`第 ${i + 1} 个${noun.zh}没有名称（${noun.en} ${i + 1} has no name.）`);
    if ([...n].length > MAX_TRADE_NAME_LENGTH) throw badRequest(`${noun.zh}「${n}」超过 ${MAX_TRADE_NAME_LENGTH} 个字（The ${noun.en} name "${n}" is longer than ${MAX_TRADE_NAME_LENGTH} characters.）`);
    if (out.indexOf(n) !== i) throw badRequest(`${noun.zh}「${n}」重复（The ${noun.en} "${n}" is listed twice.）`);
  });
  return out;
}

/**
 * Once months are stored, each stored position keeps its meaning: a list may only grow at its end, and
 * a name that was there may not move to another position (that would be a reorder, the figures would
 * then belong to the wrong partner). A new name in an old position is a rename.
 */
function checkKeepsOrder(before: string[], after: string[], noun: { zh: string; en: string }): void {
  if (after.length < before.length) {
    throw badRequest(
      `已有外贸数据按${noun.zh}的顺序保存，${noun.zh}只能改名或在末尾添加，不能删除（Trade figures are stored in the order of the ${noun.en}s: a ${noun.en} can be renamed or added at the end, not removed.）`,
    );
  }
  const moved = after.findIndex((n, i) => n !== before[i] && before.includes(n));
  if (moved >= 0) {
    throw badRequest(
      `已有外贸数据按${noun.zh}的顺序保存，「${after[moved]}」不能调换位置，只能改名或在末尾添加（Trade figures are stored in the order of the ${noun.en}s: "${after[moved]}" cannot be moved; rename or add at the end only.）`,
    );
  }
}

/** `next` as it is stored (trimmed, currency upper-case), or a clear 400 for what breaks a rule. */
export function checkTradeSetup(next: TradeSetup, before: StoredTradeMeta, storedMonths: number): StoredTradeMeta {
  const currency = next.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw badRequest(`币种应为三个字母的代码，如 USD、CNY（The currency is a three-letter code such as USD or CNY: ${next.currency}.）`);
  if (next.releaseDay !== null && !(Number.isInteger(next.releaseDay) && next.releaseDay >= 1 && next.releaseDay <= 28)) {
    throw badRequest(`发布日应为每月 1 至 28 日（The release day is a day of the month from 1 to 28.）`);
  }
  const partnerNames = checkNames(next.partnerNames, LISTS.partnerNames);
  const productNames = checkNames(next.productNames, LISTS.productNames);
  if (storedMonths > 0) {
    checkKeepsOrder(before.partnerNames ?? [], partnerNames, LISTS.partnerNames);
    checkKeepsOrder(before.productNames ?? [], productNames, LISTS.productNames);
  }
  const stored: StoredTradeMeta = { unit: next.unit.trim(), currency, source: next.source.trim(), partnerNames, productNames };
  if (next.releaseDay !== null) stored.releaseDay = next.releaseDay;
  return stored;
}
