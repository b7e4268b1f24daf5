/**
 * Site-wide search (/search and /mobile/search): `?q=不锈钢 水槽`. A new word is a new history
 * entry (Back returns to the previous search).
 */
import { defineView, type Field } from './codec';

/** The server's limit (docs/openapi.yaml, searchSite). */
export const SEARCH_MAX_LENGTH = 50;

const words: Field<string> = {
  defaultValue: '',
  parse: (raw) => [...(raw ?? '').trim().replace(/\s+/g, ' ')].slice(0, SEARCH_MAX_LENGTH).join('').trim(),
  format: (v) => v.trim() || undefined,
};

export const searchView = defineView('/search', { q: words });
