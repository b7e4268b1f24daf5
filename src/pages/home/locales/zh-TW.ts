// 首頁文字（home.*）；指數用語見 src/pages/data/locales。
export default {
  'home.families': '其他指數',
};
