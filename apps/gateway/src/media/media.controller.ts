import { Controller, Get, Inject, NotFoundException, Param, Res, StreamableFile, UseFilters } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { isServableMediaFile, MEDIA_PATHS, MEDIA_STORES, MESSAGGI } from '@ricambiamo/contracts';
import type { Storage } from '@ricambiamo/storage';
import { STORAGE } from '@ricambiamo/storage';
import { RestErrorFilter } from '../uploads/rest-error.filter';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Public, like the buckets of docs/rules.md §7: listing photos and seller images show to anonymous visitors. Only processed
 * files are reachable (`<store>/<uuid>.<ext>` and thumbnails, never `incoming/`), and since a name is never reused
 * the browser and any CDN may keep a copy for a year without asking again.
 */
@Controller('media')
@UseFilters(new RestErrorFilter(MESSAGGI.generico))
export class MediaController {
  constructor(@Inject(STORAGE) private readonly storage: Storage) {}

  @Get(':store/:file')
  async serve(
    @Param('store') store: string,
    @Param('file') file: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    if (!(MEDIA_STORES as readonly string[]).includes(store) || !isServableMediaFile(file)) throw new NotFoundException();
    const object = await this.storage.open(MEDIA_PATHS.published(store, file));
    if (!object) throw new NotFoundException();
    void reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    return new StreamableFile(object.body, { type: CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)], length: object.size });
  }
}
