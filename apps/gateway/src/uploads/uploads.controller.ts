import {
  BadRequestException,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  Inject,
  Param,
  PayloadTooLargeException,
  Post,
  Query,
  Req,
  Res,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { Actor, UploadAcceptedDto, UploadStatusDto, UploadTarget } from '@ricambiamo/contracts';
import { allowedImageTypes, MESSAGGI_MEDIA, messaggioFormato, sniffImageType, uploadTargetSchema } from '@ricambiamo/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { RateCounter, type Limite } from '../rate-limit/rate-counter';
import { JwtRestGuard } from './jwt-rest.guard';
import { RestErrorFilter } from './rest-error.filter';
import { RestActor } from './rest-actor.decorator';
import { UploadsService } from './uploads.service';

const fieldValue = (part: Multipart | Multipart[] | undefined): unknown =>
  part && !Array.isArray(part) && part.type === 'field' ? part.value : undefined;

const isFileTooLarge = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * `POST /uploads?store=auto-images` or `?store=profile-images&kind=logo|banner` (the same as form fields placed before
 * the file), one multipart file of at most 5 MB, within the seller's upload limit. Answers 202 with the key;
 * `GET /uploads/:key` follows processing.
 */
@Controller('uploads')
@UseGuards(JwtRestGuard)
@UseFilters(new RestErrorFilter(MESSAGGI_MEDIA.erroreImmagine))
export class UploadsController {
  private readonly limite: Limite;

  constructor(
    private readonly uploads: UploadsService,
    private readonly limiter: RateCounter,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.limite = { nome: 'uploads', massimo: config.UPLOAD_LIMIT, finestraSecondi: config.UPLOAD_LIMIT_WINDOW_SECONDS };
  }

  @Post()
  @HttpCode(202)
  async upload(
    @RestActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query() query: Record<string, unknown>,
  ): Promise<UploadAcceptedDto> {
    // docs/rules.md §3: listing photos and the logo and banner are all on seller pages; buyers have no image to upload.
    if (actor.role !== 'venditore') throw new ForbiddenException(MESSAGGI_MEDIA.soloVenditori);
    // Counted before the body is read, so a flood costs us no disk and no processing.
    const wait = await this.limiter.admit(actor.userId, this.limite);
    if (wait !== null) {
      void reply.header('retry-after', String(wait));
      throw new HttpException(MESSAGGI_MEDIA.troppiCaricamenti, HttpStatus.TOO_MANY_REQUESTS);
    }
    if (!request.isMultipart()) throw new BadRequestException(MESSAGGI_MEDIA.fileMancante);
    let bytes: Buffer;
    let target: UploadTarget;
    try {
      const file = await request.file();
      if (!file) throw new BadRequestException(MESSAGGI_MEDIA.fileMancante);
      const parsed = uploadTargetSchema.safeParse({
        store: query.store ?? fieldValue(file.fields.store),
        kind: query.kind ?? fieldValue(file.fields.kind),
      });
      if (!parsed.success) throw new BadRequestException(parsed.error.issues[0].message);
      target = parsed.data;
      bytes = await file.toBuffer();
      if (file.file.truncated) throw new PayloadTooLargeException(MESSAGGI_MEDIA.troppoGrande);
    } catch (error) {
      if (isFileTooLarge(error)) throw new PayloadTooLargeException(MESSAGGI_MEDIA.troppoGrande);
      throw error;
    }
    if (bytes.length === 0) throw new BadRequestException(MESSAGGI_MEDIA.fileMancante);
    // The bytes decide, never the file name or the declared type: a renamed PNG, HTML or ZIP stops here.
    const type = sniffImageType(bytes);
    if (!type || !allowedImageTypes(target.store, target.kind).includes(type)) {
      throw new BadRequestException(messaggioFormato(target.store, target.kind));
    }
    return this.uploads.accept(actor, target, bytes, type);
  }

  @Get(':key')
  status(@RestActor() actor: Actor, @Param('key') key: string): Promise<UploadStatusDto> {
    return this.uploads.status(actor, key);
  }
}
