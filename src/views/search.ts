/**
 * Site-wide search (/search and /mobile/search): `?q=不锈钢 水槽`. A new word is a new history
 * entry (Back returns to the previous search).
 */
import { SEARCH_MAX_LENGTH, searchWords } from '@/config/constants';
import { defineView, type Field } from './codec';

export { SEARCH_MAX_LENGTH };

const words: Field<string> = {
  defaultValue: '',
  parse: searchWords,
  format: (v) => v.trim() || undefined,
};

export const searchView = defineView('/search', { q: words });
