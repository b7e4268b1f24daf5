/**
 * Generated pictures of the demo: company logos (a square badge with the 字号) and three 4:3 views
 * of every product built around its category's artwork under public/demo. Plain string templates,
 * cached, so a product grid costs next to nothing; every text put in an SVG goes through xmlEscape.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import type { ProductSummary } from '../../src/types/webapi';
import { xmlEscape } from '../../server/model/feeds';
import { hashString, rng } from './random';
import { CATEGORIES } from './taxonomy';

export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

const FONT = 'Noto Sans SC, PingFang SC, Microsoft YaHei, sans-serif';

// ------------------------------------------------------------------ logos

/** Logo colours: each gives white text a contrast of at least 5.9:1 (WCAG AA asks 4.5:1). */
export const LOGO_COLOURS = ['#1f4e79', '#0f6b5c', '#a23b2a', '#5b3f8c', '#2e6b30', '#a0325a', '#8a5a12', '#1d6a8a'];

/** About 7 companies in 8 have a logo (deterministic per id); the rest show their initials on the site. */
export function hasLogo(companyId: number): boolean {
  return rng('logo', companyId).chance(7 / 8);
}

export const logoPath = (companyId: number): string => `/webapi/media/logos/${companyId}.svg`;

/** What a logo shows: the company's id picks colour and emblem, the 字号 is the first two characters of shortName. */
export interface LogoSubject {
  id: number;
  name: string;
  shortName: string;
}

const EMBLEMS = [
  // A hexagon nut above, a bar below.
  '<polygon points="56,18 63,22 63,30 56,34 49,30 49,22" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/><circle cx="56" cy="26" r="2.5" fill="#fff"/>',
  // A rising chevron above.
  '<path d="M44 32 L56 20 L68 32" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>',
  // Three dots above.
  '<circle cx="46" cy="26" r="3" fill="#fff"/><circle cx="56" cy="26" r="3" fill="#fff" fill-opacity="0.75"/><circle cx="66" cy="26" r="3" fill="#fff" fill-opacity="0.5"/>',
];

export function logoSvg(c: LogoSubject): string {
  const h = hashString(`logo-style:${c.id}`);
  const colour = LOGO_COLOURS[h % LOGO_COLOURS.length];
  const emblem = EMBLEMS[(h >>> 8) % EMBLEMS.length];
  const trade = Array.from(c.shortName).slice(0, 2).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="112" height="112" viewBox="0 0 112 112" role="img">`,
    `<title>${xmlEscape(c.name)}</title>`,
    `<rect width="112" height="112" rx="22" fill="${colour}"/>`,
    `<rect x="5" y="5" width="102" height="102" rx="18" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>`,
    emblem,
    `<text x="56" y="71" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#fff">${xmlEscape(trade)}</text>`,
    `<path d="M38 85 H74" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-opacity="0.85"/>`,
    `</svg>`,
  ].join('');
}

// ------------------------------------------------------------------ product pictures

/** Views of a product: 1 the whole product, 2 a close-up, 3 a spec card. */
export const PRODUCT_VIEWS = [1, 2, 3] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

export const productImagePaths = (productId: number): string[] => PRODUCT_VIEWS.map((v) => `/webapi/media/products/${productId}/${v}.svg`);

interface Artwork {
  viewBox: string;
  width: number;
  height: number;
  /** Fill of the full-size background rectangle, which is left out of `body`. */
  background: string;
  body: string;
}

const artworkCache = new Map<string, Artwork>();

/** Reads `public${image}` once: its viewBox and inner markup (without prolog, title and background). */
export function artwork(image: string): Artwork {
  const hit = artworkCache.get(image);
  if (hit) return hit;
  const text = readFileSync(join(process.cwd(), 'public', image), 'utf8')
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const open = /<svg\b([^>]*)>/i.exec(text);
  const close = text.lastIndexOf('</svg>');
  if (!open || close < 0) throw new Error(`not an SVG: ${image}`);
  const attrs = open[1];
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];
  const viewBox = attr('viewBox') ?? `0 0 ${parseFloat(attr('width') ?? '400')} ${parseFloat(attr('height') ?? '300')}`;
  const [, , width, height] = viewBox.split(/[\s,]+/).map(Number);
  let body = text
    .slice(open.index + open[0].length, close)
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/gi, '')
    .replace(/<desc\b[^>]*>[\s\S]*?<\/desc>/gi, '');
  let background = '#eef3f8';
  const bg = new RegExp(`<rect\\s+width="${width}"\\s+height="${height}"\\s+fill="(#[0-9a-fA-F]{3,6})"\\s*/>`).exec(body);
  if (bg) {
    background = bg[1];
    body = body.replace(bg[0], '');
  }
  const art = { viewBox, width, height, background, body: body.trim() };
  artworkCache.set(image, art);
  return art;
}

/** `#rrggbb` mixed with `#rrggbb` (t = share of the second). */
function mix(a: string, b: string, t: number): string {
  const rgb = (hex: string) => {
    const h = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
    return [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  };
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x.map((v, i) => Math.round(v + (y[i] - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** The artwork as a nested <svg> in the box x, y, w, h (its own viewBox kept, aspect preserved). */
function nested(art: Artwork, x: number, y: number, w: number, h: number): string {
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${art.viewBox}" preserveAspectRatio="xMidYMid meet">${art.body}</svg>`;
}

/** Model number: the part of the product name after its last space (`'钢丝钳 AB-1234'` → `'AB-1234'`). */
export function modelNumber(name: string): string {
  const i = name.lastIndexOf(' ');
  return i < 0 ? name : name.slice(i + 1);
}

const W = 960;
const H = 720;

function frame(title: string, defs: string, content: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img">`,
    `<title>${xmlEscape(title)}</title>`,
    `<defs>${defs}</defs>`,
    content,
    `</svg>`,
  ].join('');
}

function wholeView(p: ProductSummary, art: Artwork): string {
  const id = `p${p.id}v1`;
  // The artwork at 720 × 540 (1.8× its 400 × 300), centred.
  const w = 720;
  const h = Math.round((w * art.height) / art.width);
  return frame(
    p.name,
    `<linearGradient id="${id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${art.background}"/></linearGradient>` +
      `<radialGradient id="${id}sh"><stop offset="0" stop-color="#1f2d3d" stop-opacity="0.18"/><stop offset="1" stop-color="#1f2d3d" stop-opacity="0"/></radialGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#${id}bg)"/>` +
      `<ellipse cx="${W / 2}" cy="${(H + h) / 2 - 40}" rx="300" ry="34" fill="url(#${id}sh)"/>` +
      nested(art, (W - w) / 2, (H - h) / 2, w, h) +
      `<text x="${W - 32}" y="${H - 30}" text-anchor="end" font-family="${FONT}" font-size="22" fill="#4a5a6a">${xmlEscape(modelNumber(p.name))}</text>`,
  );
}

function detailView(p: ProductSummary, art: Artwork): string {
  const id = `p${p.id}v2`;
  // 2.25 × the whole view's size, centred a little off the middle, clipped to the frame.
  const w = 1620;
  const h = Math.round((w * art.height) / art.width);
  const tint = mix(art.background, '#f3d9b1', 0.35);
  return frame(
    `${p.name}（细节）`,
    `<linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(tint, '#ffffff', 0.5)}"/><stop offset="1" stop-color="${tint}"/></linearGradient>` +
      `<clipPath id="${id}clip"><rect width="${W}" height="${H}"/></clipPath>`,
    `<rect width="${W}" height="${H}" fill="url(#${id}bg)"/>` +
      `<g clip-path="url(#${id}clip)">${nested(art, Math.round(W / 2 - w / 2 - 60), Math.round(H / 2 - h / 2 + 20), w, h)}</g>` +
      `<rect x="32" y="32" width="104" height="48" rx="24" fill="#1f2d3d" fill-opacity="0.78"/>` +
      `<text x="84" y="64" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="#fff">细节</text>`,
  );
}

function specView(p: ProductSummary, art: Artwork): string {
  const id = `p${p.id}v3`;
  const model = modelNumber(p.name);
  const title = p.name.slice(0, Math.max(0, p.name.length - model.length)).trim() || p.name;
  const titleSize = Math.min(40, Math.floor(460 / Math.max(1, Array.from(title).length)));
  const w = 360;
  const h = Math.round((w * art.height) / art.width);
  const text = (y: number, size: number, fill: string, content: string, weight = 400) =>
    `<text x="470" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${xmlEscape(content)}</text>`;
  return frame(
    `${p.name}（规格）`,
    `<linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${art.background}"/><stop offset="0.45" stop-color="#ffffff"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#${id}bg)"/>` +
      `<rect x="40" y="40" width="${W - 80}" height="${H - 80}" rx="24" fill="none" stroke="#c9d3de" stroke-width="2"/>` +
      nested(art, 70, Math.round((H - h) / 2), w, h) +
      `<path d="M446 150 V570" stroke="#d5dde6" stroke-width="2"/>` +
      text(212, titleSize, '#1f2d3d', title, 700) +
      text(262, 26, '#4a5a6a', `型号　${model}`) +
      `<path d="M470 300 H890" stroke="#e3e8ee" stroke-width="2"/>` +
      text(352, 26, '#1f2d3d', `规格　${p.spec}`) +
      text(404, 26, '#1f2d3d', `品类　${p.category}`) +
      text(456, 26, '#1f2d3d', `参考价　${p.price} ${p.priceUnit}`) +
      text(560, 20, '#5b6b7b', p.companyName),
  );
}

const VIEWS: Record<ProductView, (p: ProductSummary, art: Artwork) => string> = { 1: wholeView, 2: detailView, 3: specView };

/** Image of the product's category (`CategorySpec.image`). */
export function categoryImage(category: string): string {
  const spec = CATEGORIES.find((c) => c.name === category);
  if (!spec) throw new Error(`unknown category ${category}`);
  return spec.image;
}

const productCache = new WeakMap<ProductSummary, Map<ProductView, string>>();

/** One view of a product as an SVG document (960 × 720), built once per product and view. */
export function productSvg(p: ProductSummary, view: ProductView): string {
  let views = productCache.get(p);
  if (!views) {
    views = new Map();
    productCache.set(p, views);
  }
  let svg = views.get(view);
  if (svg === undefined) {
    svg = VIEWS[view](p, artwork(categoryImage(p.category)));
    views.set(view, svg);
  }
  return svg;
}
