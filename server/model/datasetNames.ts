/**
 * The names of the datasets published beside the indices, in Chinese and English. Their own module,
 * below every area: the publishing rules (server/publish/datasets.ts) name their messages with them and
 * the audit trail (server/accounts/audit.ts) names an import or a publication with them.
 */
export const DATASET_NAMES = {
  materials: { zh: '原材料价格', en: 'raw-material prices' },
  trade: { zh: '进出口', en: 'trade' },
  brands: { zh: '品牌排行', en: 'brand ranking' },
} as const satisfies Record<string, { zh: string; en: string }>;
