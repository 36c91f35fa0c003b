import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import {
  BadRequestException,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  Inject,
  NotFoundException,
  Param,
  PayloadTooLargeException,
  Post,
  Req,
  Res,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor, FormatoFoglio, ImportazioneDto, RapportoImportazioneDto } from '@ricambiamo/contracts';
import {
  CATALOGUE,
  FORMATI_FOGLIO,
  IMPORT_PATHS,
  IMPORTS,
  LIMITI_IMPORTAZIONE,
  MESSAGGI,
  MESSAGGI_IMPORTAZIONE,
} from '@ricambiamo/contracts';
import { COLONNE, modelloCsv, modelloXlsx, righeDaScorta, scortaCompleta, scriviCsv, scriviXlsx } from '@ricambiamo/importazione';
import type { RpcContext } from '@ricambiamo/messaging';
import { DomainError, RpcClient } from '@ricambiamo/messaging';
import type { Storage } from '@ricambiamo/storage';
import { STORAGE } from '@ricambiamo/storage';
import { JwtRestGuard } from '../uploads/jwt-rest.guard';
import { RestActor } from '../uploads/rest-actor.decorator';
import { RestErrorFilter } from '../uploads/rest-error.filter';
import { RateCounter, type Limite } from '../rate-limit/rate-counter';

/** Uploads of an import's files per seller: each may carry gigabytes, and one import is open at a time anyway. */
const LIMITE_IMPORTAZIONI: Limite = { nome: 'importazioni', massimo: 20, finestraSecondi: 3600 };

const TIPI: Record<FormatoFoglio, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const formatoDi = (nome: string): FormatoFoglio | null =>
  FORMATI_FOGLIO.find((formato) => nome.toLowerCase().endsWith(`.${formato}`)) ?? null;

const isFileTooLarge = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

class FoglioTroppoGrande extends Error {}

/** Lets at most `massimo` bytes through; past them the stream fails, and the storage keeps nothing of it. */
const alPiu = (massimo: number) => {
  let letti = 0;
  return new Transform({
    transform(parte: Buffer, _encoding, fatto) {
      letti += parte.length;
      fatto(letti > massimo ? new FoglioTroppoGrande() : null, parte);
    },
  });
};

/** The name a seller's spreadsheet program shows for a download; only safe characters in the header. */
function allega(reply: FastifyReply, nome: string, tipo: string, corpo: Buffer): Buffer {
  void reply.header('content-type', tipo).header('content-disposition', `attachment; filename="${nome}"`).header('cache-control', 'no-store');
  return corpo;
}

/**
 * The import's files (docs/rules.md §3.13): `POST /importazioni` streams the sheet and the photos' ZIP into the
 * storage as they arrive, never whole in memory, then asks the imports service to analyse them. The template, the
 * export of the seller's stock and an import's report are downloads in the template's format.
 */
@Controller('importazioni')
@UseGuards(JwtRestGuard)
@UseFilters(new RestErrorFilter(MESSAGGI.generico))
export class ImportazioniController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateCounter,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  /** Multipart: the field `rimuovi` ("true"/"false") first, then the file `foglio` (.csv or .xlsx) and, optionally, `foto` (.zip). */
  @Post()
  @HttpCode(201)
  async carica(@RestActor() actor: Actor, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<ImportazioneDto> {
    const caller = this.venditore(actor, request);
    const wait = await this.limiter.admit(actor.userId, LIMITE_IMPORTAZIONI);
    if (wait !== null) {
      void reply.header('retry-after', String(wait));
      throw new HttpException(MESSAGGI_IMPORTAZIONE.troppeImportazioni, HttpStatus.TOO_MANY_REQUESTS);
    }
    if (!request.isMultipart()) throw new BadRequestException(MESSAGGI_IMPORTAZIONE.foglioMancante);
    // Refused before gigabytes travel; the imports service has the last word all the same.
    const ultima = await this.rpc.send(IMPORTS.job.latest, {}, caller);
    if (ultima && ['in_analisi', 'anteprima', 'in_corso'].includes(ultima.stato)) throw new DomainError('IMPORT_IN_PROGRESS');

    const id = randomUUID();
    let rimuovi = false;
    let foglio: { nome: string; formato: FormatoFoglio } | null = null;
    let conFoto = false;
    try {
      const parti = request.parts({ limits: { fileSize: LIMITI_IMPORTAZIONE.bytesZip, files: 2, fields: 2, fieldSize: 16, parts: 4 } });
      for await (const parte of parti) {
        if (parte.type === 'field') {
          if (parte.fieldname === 'rimuovi') rimuovi = parte.value === 'true';
          continue;
        }
        if (parte.fieldname === 'foglio' && !foglio) {
          const formato = formatoDi(parte.filename);
          if (!formato) throw new BadRequestException(MESSAGGI_IMPORTAZIONE.formatoFoglio);
          await this.storage.create(IMPORT_PATHS.foglio(id, formato), parte.file.pipe(alPiu(LIMITI_IMPORTAZIONE.bytesFoglio)), TIPI[formato]);
          foglio = { nome: parte.filename, formato };
        } else if (parte.fieldname === 'foto' && !conFoto) {
          if (!parte.filename.toLowerCase().endsWith('.zip')) throw new BadRequestException(MESSAGGI_IMPORTAZIONE.formatoZip);
          await this.storage.create(IMPORT_PATHS.zip(id), parte.file, 'application/zip');
          conFoto = true;
        } else {
          parte.file.resume();
        }
      }
      if (!foglio) throw new BadRequestException(MESSAGGI_IMPORTAZIONE.foglioMancante);
      return await this.rpc.send(IMPORTS.job.create, { id, nomeFile: foglio.nome, formato: foglio.formato, conFoto, rimuovi }, caller);
    } catch (error) {
      await Promise.all(FORMATI_FOGLIO.map((formato) => this.storage.delete(IMPORT_PATHS.foglio(id, formato))));
      await this.storage.delete(IMPORT_PATHS.zip(id));
      if (error instanceof FoglioTroppoGrande) throw new PayloadTooLargeException(MESSAGGI_IMPORTAZIONE.foglioTroppoGrande);
      if (isFileTooLarge(error)) throw new PayloadTooLargeException(MESSAGGI_IMPORTAZIONE.zipTroppoGrande);
      throw error;
    }
  }

  @Get('modello.:formato')
  async modello(@RestActor() actor: Actor, @Req() request: FastifyRequest, @Param('formato') formato: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    this.venditore(actor, request);
    const scelto = this.formato(formato);
    return allega(reply, `modello-ricambiamo.${scelto}`, TIPI[scelto], scelto === 'csv' ? modelloCsv() : await modelloXlsx());
  }

  /** The seller's whole stock in the template's format: importing it back changes nothing. */
  @Get('scorta.:formato')
  async scorta(@RestActor() actor: Actor, @Req() request: FastifyRequest, @Param('formato') formato: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const caller = this.venditore(actor, request);
    const scelto = this.formato(formato);
    const righe = righeDaScorta(await scortaCompleta((dopo) => this.rpc.send(CATALOGUE.listing.stock, { dopo }, caller)));
    const corpo = scelto === 'csv' ? scriviCsv(COLONNE, righe) : await scriviXlsx(COLONNE, righe, 'Auto');
    return allega(reply, `magazzino-ricambiamo.${scelto}`, TIPI[scelto], corpo);
  }

  /** The rows as uploaded with what became of each, ready to fix and upload again. */
  @Get(':id/rapporto.csv')
  async rapporto(@RestActor() actor: Actor, @Req() request: FastifyRequest, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const caller = this.venditore(actor, request);
    const pagine: RapportoImportazioneDto[] = [];
    let dopo = 0;
    for (;;) {
      const pagina = await this.rpc.send(IMPORTS.job.report, { id, dopo }, caller);
      pagine.push(pagina);
      if (!pagina.altre) break;
      dopo = pagina.righe.at(-1)!.riga;
    }
    const { intestazioni } = pagine[0];
    const righe = pagine
      .flatMap((p) => p.righe)
      .map((r) => [...r.celle, ...Array<string>(Math.max(0, intestazioni.length - r.celle.length)).fill(''), r.esito, r.messaggio]);
    return allega(reply, 'rapporto-importazione.csv', TIPI.csv, scriviCsv([...intestazioni, 'esito', 'messaggio'], righe));
  }

  private venditore(actor: Actor, request: FastifyRequest): RpcContext {
    if (actor.role !== 'venditore') throw new ForbiddenException(MESSAGGI_IMPORTAZIONE.soloVenditori);
    return { actor, correlationId: String(request.id) };
  }

  private formato(formato: string): FormatoFoglio {
    const scelto = FORMATI_FOGLIO.find((f) => f === formato);
    if (!scelto) throw new NotFoundException(MESSAGGI.dati.nonTrovato);
    return scelto;
  }
}
