import { Fragment } from 'react';
import type { SearchText } from '@/types/webapi';

/** A text with the searched words in <mark> (the server gives their places; the text stays text). */
export default function Marked({ text, hits }: SearchText) {
  const parts = [];
  let at = 0;
  for (const [start, end] of hits) {
    if (start < at || end > text.length) continue;
    if (start > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, start)}</Fragment>);
    parts.push(<mark key={`m${start}`}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
