/** Tiny HTML builders for the CMS-like article bodies. */

export function esc(text: string | number): string {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const p = (text: string): string => `<p>${text}</p>`;
export const h2 = (text: string): string => `<h2>${esc(text)}</h2>`;
export const h3 = (text: string): string => `<h3>${esc(text)}</h3>`;

export function ul(items: string[], ordered = false): string {
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag}>${items.map((i) => `<li>${i}</li>`).join('')}</${tag}>`;
}

export function img(src: string, alt: string, caption?: string): string {
  const image = `<img src="${esc(src)}" alt="${esc(alt)}" width="640" height="360" loading="lazy" />`;
  return caption ? `<figure>${image}<figcaption>${esc(caption)}</figcaption></figure>` : `<p>${image}</p>`;
}

export function table(headers: string[], rows: (string | number)[][], caption?: string): string {
  const head = `<thead><tr>${headers.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead>`;
  const body = `<tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</tbody>`;
  return `<table>${caption ? `<caption>${esc(caption)}</caption>` : ''}${head}${body}</table>`;
}

/** Signed number with two decimals: `+0.12`, `-1.05`, `0.00`. */
export function signed(value: number | null): string {
  if (value === null) return '—';
  const s = value.toFixed(2);
  return value > 0 ? `+${s}` : s;
}

/** Strips tags to plain text (for summaries). */
export function plain(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
}
