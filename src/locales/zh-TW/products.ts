// New messages of /product and its /mobile twin (keys under industry.product.*); older ones in ./industry.ts.
export default {
  'industry.product.company': '所屬企業',
  'industry.product.allCompanies': '全部企業',
  'industry.product.spec': '規格',
  'industry.product.openPreview': '查看「{name}」的大圖',
  'industry.product.imageOf': '第 {current} / {total} 張',
  'industry.product.imageAlt': '{name}，第 {current} / {total} 張圖片',
  'industry.product.previewLabel': '「{name}」的圖片與規格',
  'industry.product.closePreview': '關閉圖片預覽',
};
