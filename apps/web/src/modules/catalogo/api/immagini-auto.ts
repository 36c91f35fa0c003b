import { thumbnailUrl } from '@ricambiamo/contracts';

/** Listing photos: the small WebP for cards and the carousel's strip (the carousel's photo: fotoPrincipaleAuto). */
export const urlMiniaturaAuto = (key: string): string => thumbnailUrl('auto-images', key);
