// Home page texts (home.*); index words live in src/pages/data/locales.
export default {
  'home.families': 'Other indices',
};
