// New messages of /product and its /mobile twin (keys under industry.product.*); older ones in ./industry.ts.
export default {
  'industry.product.company': '所属企业',
  'industry.product.allCompanies': '全部企业',
  'industry.product.spec': '规格',
  'industry.product.openPreview': '查看「{name}」的大图',
  'industry.product.imageOf': '第 {current} / {total} 张',
  'industry.product.imageAlt': '{name}，第 {current} / {total} 张图片',
  'industry.product.previewLabel': '「{name}」的图片与规格',
  'industry.product.closePreview': '关闭图片预览',
};
