import { isImageKey, mediaUrl } from '@ricambiamo/contracts';

/**
 * A seller's logo or banner; null without one, or when the stored value is no image key (a record older than the
 * key checks): the page shows its placeholder rather than a request for an arbitrary path (docs/security.md,
 * "Image keys").
 */
export const urlImmagineProfilo = (key: string | null): string | null =>
  key !== null && isImageKey(key) ? mediaUrl('profile-images', key) : null;
