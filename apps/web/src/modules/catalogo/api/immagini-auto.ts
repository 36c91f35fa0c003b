import { mediaUrl, thumbnailUrl } from '@ricambiamo/contracts';

/** Listing photos: full size for the carousel, the small WebP for cards. */
export const urlFotoAuto = (key: string): string => mediaUrl('auto-images', key);
export const urlMiniaturaAuto = (key: string): string => thumbnailUrl('auto-images', key);
