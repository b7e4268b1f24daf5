// New messages of /company, /companyDetail and their /mobile twins (keys under industry.company.*); older ones in ./industry.ts.
export default {
  'industry.company.allRegions': '全部区域',
  'industry.company.allTags': '全部标签',
  'industry.company.filterBy': '只看“{value}”的企业',
  'industry.company.brandOnRanking': '在品牌价值排行中查看{name}的历年排名',
  'industry.company.categories': '所属指数类别',
  'industry.company.categoriesPeriod': '环比（{period}）',
  'industry.company.noCategories': '暂无关联的指数类别',
  'industry.company.copyAddress': '复制地址',
  'industry.company.addressCopied': '地址已复制',
  'industry.company.copyAddressFailed': '无法复制，请长按或选中地址手动复制',
  'industry.company.call': '拨打电话 {phone}',
};
