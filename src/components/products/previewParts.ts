/**
 * What the desktop and phone previews of a product share: the pictures to show and the picture
 * that stands in for one that fails.
 */
import { background, text } from '@/theme/tokens';
import type { ProductSummary } from '@/types/webapi';
import { safeMediaUrl } from '@/utils/safeUrl';

/**
 * Every picture the backend lists, else the card's (an answer without `images` still opens); an
 * address that is not a picture's (javascript:, data:text/html…) shows `standIn` instead.
 */
export const previewImages = (product: ProductSummary, standIn: string): string[] =>
  (product.images?.length ? product.images : [product.image]).map((src) => safeMediaUrl(src) ?? standIn);

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * "暂无图片" drawn as a 4:3 picture, so a preview whose file fails is never a blank screen: an inline
 * SVG (docs/nginx.conf's CSP allows `img-src data:`), the same drawing as ProductImage's fallback.
 */
export function noImagePicture(label: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">` +
    `<rect width="640" height="480" fill="${background.fill}"/>` +
    `<path transform="translate(272 170) scale(4)" fill="${text.secondary}" d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v8.6l3.8-3.8 3 3 4-4L19 14V7H5zm4 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"/>` +
    `<text x="320" y="320" font-family="sans-serif" font-size="28" text-anchor="middle" fill="${text.secondary}">${escapeXml(label)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
