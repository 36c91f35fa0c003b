import { Controller, Inject } from '@nestjs/common';
import type {
  ContenutoSegnalatoDto,
  ParsedRequestOf,
  RecensioneDto,
  RecensioneOrdineDto,
  RecensioniVenditoreDto,
  ReputazioneDto,
  SegnalazioneDto,
} from '@ricambiamo/contracts';
import { REVIEWS } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { DATABASE } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { ReputazioneService } from '../reputazione/reputazione.service';
import { RecensioniService } from './recensioni.service';

const REVIEW = REVIEWS.review;

/** The actor, never a field of the request, says who writes, replies or reports. */
@Controller()
export class RecensioniController {
  constructor(
    private readonly recensioni: RecensioniService,
    private readonly reputazione: ReputazioneService,
    @Inject(DATABASE) private readonly db: Db<PrismaClient>,
  ) {}

  @Handles(REVIEW.create)
  create(data: ParsedRequestOf<typeof REVIEW.create>, call: Call<'acquirente'>): Promise<RecensioneDto> {
    return this.recensioni.scrivi(call.actor, data);
  }

  @Handles(REVIEW.update)
  update(data: ParsedRequestOf<typeof REVIEW.update>, call: Call<'acquirente'>): Promise<RecensioneDto> {
    return this.recensioni.modifica(call.actor, data);
  }

  @Handles(REVIEW.reply)
  reply(data: ParsedRequestOf<typeof REVIEW.reply>, call: Call<'venditore'>): Promise<RecensioneDto> {
    return this.recensioni.rispondi(call.actor, data);
  }

  @Handles(REVIEW.report)
  report(data: ParsedRequestOf<typeof REVIEW.report>, call: Call<'authenticated'>): Promise<SegnalazioneDto> {
    return this.recensioni.segnala(call.actor, data);
  }

  @Handles(REVIEW.snapshot)
  snapshot(data: ParsedRequestOf<typeof REVIEW.snapshot>): Promise<ContenutoSegnalatoDto> {
    return this.recensioni.contenuto(data.recensioneId);
  }

  @Handles(REVIEW.bySeller)
  bySeller(data: ParsedRequestOf<typeof REVIEW.bySeller>): Promise<RecensioniVenditoreDto> {
    return this.recensioni.delVenditore(data.venditoreId, data.pagina);
  }

  @Handles(REVIEW.forOrders)
  forOrders(data: ParsedRequestOf<typeof REVIEW.forOrders>, call: Call<'authenticated'>): Promise<RecensioneOrdineDto[]> {
    return this.recensioni.perOrdini(call.actor, data.ordineIds);
  }

  @Handles(REVIEWS.reputation.get)
  reputation(data: ParsedRequestOf<typeof REVIEWS.reputation.get>): Promise<ReputazioneDto> {
    return this.reputazione.leggi(data.venditoreId, this.db);
  }
}
