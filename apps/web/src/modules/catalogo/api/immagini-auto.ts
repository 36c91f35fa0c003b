import { fotoPrincipaleAuto, isImageKey, thumbnailUrl, type FotoResponsive } from '@ricambiamo/contracts';

/*
 * Listing photos as the pages show them. A stored record may hold a value that is no image key (written before the
 * key pattern was one, or by hand), and the contracts' URL helpers throw on it: these answer null instead, so every
 * page shows its placeholder there and never builds a media URL from anything else (docs/security.md, "Image keys").
 */

/** The small WebP of cards, tables and the carousel's strip. */
export const urlMiniaturaAuto = (key: string): string | null => (isImageKey(key) ? thumbnailUrl('auto-images', key) : null);

/** The carousel's photo, with the same choices as the preload of the gateway's page. */
export const fotoPrincipale = (key: string): FotoResponsive | null => (isImageKey(key) ? fotoPrincipaleAuto(key) : null);
