import { MAX_BYTES_IMMAGINE } from '../validation/catalogo';

/**
 * Where uploaded images live (the buckets of docs/rules.md §7 Storage): listing photos and the seller's logo and banner.
 * They double as the first segment of every image URL, so a store name never changes.
 */
export const MEDIA_STORES = ['auto-images', 'profile-images'] as const;
export type MediaStore = (typeof MEDIA_STORES)[number];

/** What a profile image is for: docs/rules.md §6 gives logo and banner different formats. */
export const PROFILE_IMAGE_KINDS = ['logo', 'banner'] as const;
export type ProfileImageKind = (typeof PROFILE_IMAGE_KINDS)[number];

/** The formats we accept, named as the bytes say (never as the file name or the browser's declared type says). */
export const IMAGE_TYPES = ['jpeg', 'png'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The one extension each format is stored under; `.jpeg` is accepted in keys written before, never produced. */
export const IMAGE_EXTENSION: Record<ImageType, 'jpg' | 'png'> = { jpeg: 'jpg', png: 'png' };

export const IMAGE_CONTENT_TYPE: Record<ImageType, string> = { jpeg: 'image/jpeg', png: 'image/png' };

/** docs/rules.md §9: 5 MB (5242880 bytes) per image, for every store. */
export const MAX_BYTES_UPLOAD = MAX_BYTES_IMMAGINE;

/**
 * Decoding limit against decompression bombs: a 5 MB PNG can declare billions of pixels. 50 megapixels is well above
 * any phone photo (a 12 MP photo is 4000x3000) and keeps one decode under ~200 MB of RAM.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** docs/rules.md §9 image helper: fit inside 1920x1920 (never enlarged), re-encoded in the original type at quality 90. */
export const MAX_IMAGE_SIDE = 1920;
export const IMAGE_QUALITY = 90;
/** The small WebP the cards and carousels show first. */
export const THUMBNAIL_WIDTH = 480;
export const THUMBNAIL_QUALITY = 80;
/** The WebP a listing's page shows first on a phone (with srcset) and link previews use: a fraction of the JPEG. */
export const MEDIUM_WIDTH = 960;
export const MEDIUM_QUALITY = 78;

/** Which real formats each upload target accepts (docs/rules.md §6): listing photos and logos JPEG or PNG, banners JPEG only. */
export function allowedImageTypes(store: MediaStore, kind?: ProfileImageKind): readonly ImageType[] {
  if (store === 'profile-images' && kind === 'banner') return ['jpeg'];
  return IMAGE_TYPES;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The image format the first bytes announce, or null for anything else (HTML, ZIP, PDF, a renamed file).
 * JPEG starts with the SOI marker followed by another marker (FF D8 FF); PNG with its fixed 8-byte signature.
 * Works on a Uint8Array so the web can check a File's first bytes before uploading.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'png';
  return null;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * The one shape of an image key, for every check that reads one (listing schema, uploads, worker, cleanup): a looser
 * copy once let `0123…0123.png` into a listing, and the card that derives its thumbnail from it could not render.
 */
export const IMAGE_KEY_PATTERN = new RegExp(`^(${UUID})\\.(jpg|jpeg|png)$`);
const THUMBNAIL_PATTERN = new RegExp(`^(${UUID})\\.thumb\\.webp$`);
const MEDIUM_PATTERN = new RegExp(`^(${UUID})\\.medium\\.webp$`);

/** `<uuid>.<jpg|jpeg|png>`: the name POST /uploads returns and listings and profiles store. */
export const isImageKey = (value: string): boolean => IMAGE_KEY_PATTERN.test(value);

/** The name of a stored image: a fresh random id plus the extension of its real format. */
export function imageKeyFor(id: string, type: ImageType): string {
  const key = `${id}.${IMAGE_EXTENSION[type]}`;
  if (!isImageKey(key)) throw new Error(`not an image id: ${id}`);
  return key;
}

/** The format a key's extension stands for; null when the value is not a key. */
export function imageTypeOfKey(key: string): ImageType | null {
  const match = IMAGE_KEY_PATTERN.exec(key);
  if (!match) return null;
  return match[2] === 'png' ? 'png' : 'jpeg';
}

/** `<uuid>.thumb.webp`, next to the image in the same store. */
export function thumbnailKeyOf(key: string): string {
  const match = IMAGE_KEY_PATTERN.exec(key);
  if (!match) throw new Error(`not an image key: ${key}`);
  return `${match[1]}.thumb.webp`;
}

/** `<uuid>.medium.webp`, next to the image in the same store. */
export function mediumKeyOf(key: string): string {
  const match = IMAGE_KEY_PATTERN.exec(key);
  if (!match) throw new Error(`not an image key: ${key}`);
  return `${match[1]}.medium.webp`;
}

/** The uuid an image key and its derived WebPs share, or null for any other name. */
export function mediaFileId(file: string): string | null {
  return (IMAGE_KEY_PATTERN.exec(file) ?? THUMBNAIL_PATTERN.exec(file) ?? MEDIUM_PATTERN.exec(file))?.[1] ?? null;
}

/**
 * A file name GET /media may serve: an image key or one of its WebPs. Anything else (`..`, slashes, other names) is
 * not.
 */
export const isServableMediaFile = (file: string): boolean => mediaFileId(file) !== null;

/**
 * URL scheme of processed images, served by the gateway with `Cache-Control: immutable` (names never change):
 *   image      /media/<store>/<uuid>.<jpg|png>
 *   thumbnail  /media/<store>/<uuid>.thumb.webp
 *   medium     /media/<store>/<uuid>.medium.webp (images uploaded before it existed have none)
 * All exist once GET /uploads/<key> says `ready`.
 */
export const mediaUrl = (store: MediaStore, key: string): string => `/media/${store}/${key}`;
export const thumbnailUrl = (store: MediaStore, key: string): string => `/media/${store}/${thumbnailKeyOf(key)}`;
export const mediumUrl = (store: MediaStore, key: string): string => `/media/${store}/${mediumKeyOf(key)}`;

export interface FotoResponsive {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * The attribute of the place a listing page's main photo takes while the page's data is on the way: the gateway puts the
 * photo there in the page it sends (apps/gateway/src/web/anteprime.ts), so it paints before the code and data arrive.
 */
export const SEGNAPOSTO_FOTO_PRINCIPALE = 'data-foto-principale';

/**
 * A listing page's main photo: the medium WebP where it is enough (a phone), the full image on wide or dense screens.
 * The page (web) and its preload (gateway) must offer the same, or the browser downloads the photo twice.
 */
export const fotoPrincipaleAuto = (key: string): FotoResponsive => ({
  src: mediaUrl('auto-images', key),
  srcSet: `${mediumUrl('auto-images', key)} ${MEDIUM_WIDTH}w, ${mediaUrl('auto-images', key)} ${MAX_IMAGE_SIDE}w`,
  // The photo column of the listing page: all the width on a phone, 1.3 parts of 2.3 of max-w-7xl from lg.
  sizes: '(min-width: 1280px) 690px, (min-width: 1024px) 56vw, 100vw',
});
