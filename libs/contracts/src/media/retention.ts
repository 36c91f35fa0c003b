import { z } from 'zod';
import { isImageKey } from './images';

/**
 * The object metadata the media worker writes on every published image: who uploaded it. It lasts as long as the
 * image, so a listing can be checked against it long after Redis has forgotten the upload's job.
 */
export const UPLOADER_METADATA = 'uploader';
export const uploaderMetadata = (uploaderId: string): Record<string, string> => ({ [UPLOADER_METADATA]: uploaderId });
export const uploaderOf = (metadata: Readonly<Record<string, string>>): string | undefined => metadata[UPLOADER_METADATA];

/**
 * How long an upload may wait for a listing or profile to refer to it, unless UPLOAD_GRACE_SECONDS says otherwise: the
 * gateway takes a photo into a listing only within it, and the web keeps a draft's photos a little less.
 */
export const DEFAULT_UPLOAD_GRACE_SECONDS = 24 * 3600;

/**
 * How much longer than the grace period the cleanup waits before removing an image nothing references. The gateway
 * takes a new photo into a listing only within the grace period, so the seconds between its check and catalogue's
 * write can never overlap the removal of that photo.
 */
export const CLEANUP_MARGIN_SECONDS = 3600;

/** Which of these images a listing (catalogue) or a seller profile (identity) refers to; asked by the cleanup in batches. */
export const referencedImagesRequest = z.object({
  keys: z.array(z.string().refine(isImageKey, 'not an image key')).min(1).max(500),
});
export interface ReferencedImagesDto {
  referenced: string[];
}
