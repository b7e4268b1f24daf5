// Home page texts (home.*); index words live in src/pages/data/locales.
export default {
  'home.families': '其他指数',
};
