/**
 * Search hits in a title or summary: every occurrence of the keyword in a <mark>, matched the way
 * the backend matches (case-insensitive substring of the whole keyword), so what is marked is
 * what made the article a hit.
 */
import styles from './Highlight.less';

export interface TextPart {
  text: string;
  hit: boolean;
}

export function splitMatches(text: string, keyword: string): TextPart[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [{ text, hit: false }];
  const haystack = text.toLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false });
    parts.push({ text: text.slice(at, at + needle.length), hit: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return parts;
}

export default function Highlight({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {splitMatches(text, keyword).map((part, i) =>
        part.hit ? (
          // eslint-disable-next-line react/no-array-index-key -- parts never reorder
          <mark key={i} className={styles.hit} data-testid="search-hit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
