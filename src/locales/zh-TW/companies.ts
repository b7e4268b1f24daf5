// New messages of /company, /companyDetail and their /mobile twins (keys under industry.company.*); older ones in ./industry.ts.
export default {
  'industry.company.allRegions': '全部區域',
  'industry.company.allTags': '全部標籤',
  'industry.company.filterBy': '只看「{value}」的企業',
  'industry.company.brandOnRanking': '在品牌價值排行中查看{name}的歷年排名',
  'industry.company.categories': '所屬指數類別',
  'industry.company.categoriesPeriod': '環比（{period}）',
  'industry.company.noCategories': '暫無關聯的指數類別',
  'industry.company.copyAddress': '複製地址',
  'industry.company.addressCopied': '地址已複製',
  'industry.company.copyAddressFailed': '無法複製，請長按或選取地址手動複製',
  'industry.company.call': '撥打電話 {phone}',
};
