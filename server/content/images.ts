/**
 * Pictures uploaded in the back office: logos (companies, brands) and product pictures. A picture is
 * what its bytes say, not its name: PNG, JPEG, WebP or GIF by their signature, then decoded by sharp
 * (libvips) within a pixel limit, so a decompression bomb or a truncated file is refused, not stored.
 * SVG is refused: it is a document that can carry script, and the public pages show it same-origin.
 * What is stored is re-encoded (WebP, no metadata: no camera GPS leaves the office), sized for where
 * it shows, and named by its hash: never overwritten, so every revision keeps the pictures it named.
 */
import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import type { StoredImage } from '../../src/types/admin';
import { ApiError, badRequest } from '../model/errors';
import type { Db } from '../db/client';
import type { Tx } from '../db/accounts';
import * as q from '../db/content';
import { audit, type Actor } from '../accounts/service';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
/** A logo's square (the public pages show it at most 112 px, twice that for sharp screens). */
const LOGO_SIZE = 256;
/** The public contract: a product picture is 4:3, at least 960 px wide; stored at most 1280. */
const PRODUCT_MIN_WIDTH = 960;
const PRODUCT_MAX_WIDTH = 1280;
const LOGO_MIN_SIDE = 112;

export const MEDIA_PREFIX = '/webapi/media/';

export type ImageUse = { kind: 'logo' } | { kind: 'product'; productId: number; title: string };

type Format = 'png' | 'jpeg' | 'gif' | 'webp';

let sharpModule: typeof Sharp | undefined;
/** sharp (libvips: about half a second to load) with the first picture, not at every server start (required: see loadExcel). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadSharp = (): typeof Sharp => (sharpModule ??= require('sharp') as typeof Sharp);

/** The format the bytes' signature names, or null. */
export function imageFormat(bytes: Buffer): Format | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

const notAnImage = () => badRequest('只能上传 PNG、JPEG、WebP 或 GIF 图片，不接受 SVG（Only PNG, JPEG, WebP or GIF pictures can be uploaded, not SVG.）');

/** The picture re-encoded for its use; throws 400 for what is not one, or too small. */
async function render(bytes: Buffer, use: ImageUse): Promise<{ data: Buffer; width: number; height: number }> {
  const format = imageFormat(bytes);
  if (!format) throw notAnImage();
  const sharp = loadSharp();
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  let meta: Sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).metadata();
  } catch {
    throw badRequest(`图片无法读取，可能已损坏或超过 ${MAX_PIXELS / 1_000_000} 百万像素（The picture cannot be read: damaged, or over ${MAX_PIXELS / 1_000_000} megapixels.）`);
  }
  if (meta.format !== format || !meta.width || !meta.height) throw notAnImage();
  // EXIF orientations 5–8 turn the picture a quarter.
  const [w, h] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  try {
    if (use.kind === 'logo') {
      if (Math.max(w, h) < LOGO_MIN_SIDE) throw badRequest(`标志太小：至少 ${LOGO_MIN_SIDE} 像素（The logo is too small: at least ${LOGO_MIN_SIDE} px.）`);
      const data = await input()
        .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .webp({ quality: 90, alphaQuality: 100 })
        .toBuffer();
      return { data, width: LOGO_SIZE, height: LOGO_SIZE };
    }
    // The largest 4:3 area about the centre, scaled down (never up) to at most 1280 wide.
    const width = Math.min(PRODUCT_MAX_WIDTH, w, Math.floor((h * 4) / 3));
    const height = Math.round((width * 3) / 4);
    if (width < PRODUCT_MIN_WIDTH) {
      throw badRequest(`图片太小：裁成 4:3 后宽度至少 ${PRODUCT_MIN_WIDTH} 像素（The picture is too small: at least ${PRODUCT_MIN_WIDTH} px wide once cut to 4:3.）`);
    }
    const data = await input().resize(width, height, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }).toBuffer();
    return { data, width, height };
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw badRequest('图片无法处理，可能已损坏（The picture cannot be processed: it may be damaged.）');
  }
}

/** Checks, re-encodes and stores an uploaded picture (or finds it stored already). */
export async function storeImage(db: Db, siteId: number, use: ImageUse, bytes: Buffer, actor: Actor): Promise<StoredImage> {
  if (bytes.length === 0) throw badRequest('文件是空的（The file is empty.）');
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new ApiError(413, 'TOO_LARGE', `图片不能超过 ${MAX_IMAGE_BYTES / 1024 / 1024} MB（A picture may have at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.）`);
  }
  const { data, width, height } = await render(bytes, use);
  const sha256 = createHash('sha256').update(data).digest('hex');
  const name = use.kind === 'logo' ? `logos/${sha256.slice(0, 16)}.webp` : `products/${use.productId}/${sha256.slice(0, 16)}.webp`;
  await db.transaction(async (tx) => {
    if (await q.fileInfo(tx, siteId, name)) return;
    const title = use.kind === 'logo' ? 'logo' : use.title;
    await q.insertFile(tx, { siteId, name, title, contentType: 'image/webp', bytes: data, size: data.length, pages: null, sha256 });
    await audit(tx, actor, 'image.upload', 'file', name, null, { name, use: use.kind, width, height, size: data.length, originalSize: bytes.length, sha256 });
  });
  return { url: `${MEDIA_PREFIX}${name}`, contentType: 'image/webp', width, height, size: data.length };
}

/**
 * Every URL names a picture stored under `prefix` (`logos/`, `products/12/`): one uploaded for it or
 * one it has. Throws 400 naming the first that does not.
 */
export async function checkImages(tx: Tx, siteId: number, urls: string[], prefix: string): Promise<void> {
  if (new Set(urls).size !== urls.length) throw badRequest('同一张图片出现了两次（The same picture is named twice.）');
  for (const url of urls) {
    const name = url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : '';
    if (!name.startsWith(prefix) || !(await q.fileInfo(tx, siteId, name))) {
      throw badRequest(`图片 ${url} 不存在，请先上传（No such picture: ${url}. Upload it first.）`);
    }
  }
}
