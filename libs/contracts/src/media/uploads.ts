import { z } from 'zod';
import type { ErrorCode } from '../errors';
import { MEDIA_STORES, PROFILE_IMAGE_KINDS } from './images';
import { MESSAGGI_MEDIA } from './messages';

/** Where a POST /uploads file goes: `store`, and for profile images which one (`kind`), as query or form fields. */
export const uploadTargetSchema = z
  .object({
    store: z.enum(MEDIA_STORES, { error: MESSAGGI_MEDIA.destinazioneNonValida }),
    kind: z.enum(PROFILE_IMAGE_KINDS, { error: MESSAGGI_MEDIA.destinazioneNonValida }).optional(),
  })
  .refine((target) => (target.store === 'profile-images') === (target.kind !== undefined), {
    message: MESSAGGI_MEDIA.destinazioneNonValida,
    path: ['kind'],
  });
export type UploadTarget = z.output<typeof uploadTargetSchema>;

export const UPLOAD_STATUSES = ['processing', 'ready', 'failed'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** 202 answer of POST /uploads: the key to store in the listing or profile, and to poll GET /uploads/:key with. */
export interface UploadAcceptedDto {
  key: string;
  status: 'processing';
}

/** GET /uploads/:key: `ready` once image and thumbnail are served; `failed` carries the Italian message to show. */
export interface UploadStatusDto {
  key: string;
  status: UploadStatus;
  message?: string;
  code?: ErrorCode;
}
