import { Controller } from '@nestjs/common';
import type { AcquirenteAlPiazzamentoDto, ParsedRequestOf, TracciabilitaDto, UserDto, VenditoreOperatoreDto, VenditorePubblicoDto } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { UtenteService } from './utente.service';

@Controller()
export class UtenteController {
  constructor(private readonly utenti: UtenteService) {}

  @Handles(IDENTITY.user.me)
  me(_data: object, { actor }: Call<'authenticated'>): Promise<UserDto> {
    return this.utenti.me(actor);
  }

  /** A seller learns nothing about the buyer form: access is checked before the data. */
  @Handles(IDENTITY.user.updateBuyerProfile)
  updateBuyerProfile(data: ParsedRequestOf<typeof IDENTITY.user.updateBuyerProfile>, { actor }: Call<'acquirente'>): Promise<UserDto> {
    return this.utenti.updateBuyerProfile(actor, data);
  }

  @Handles(IDENTITY.user.updateSellerProfile)
  updateSellerProfile(data: ParsedRequestOf<typeof IDENTITY.user.updateSellerProfile>, { actor }: Call<'venditore'>): Promise<UserDto> {
    return this.utenti.updateSellerProfile(actor, data);
  }

  @Handles(IDENTITY.buyer.declaration)
  declaration({ acquirenteId }: { acquirenteId: string }): Promise<AcquirenteAlPiazzamentoDto> {
    return this.utenti.alPiazzamento(acquirenteId);
  }

  @Handles(IDENTITY.seller.traceability)
  traceability(_data: object, { actor }: Call<'venditore'>): Promise<TracciabilitaDto> {
    return this.utenti.traceability(actor);
  }

  @Handles(IDENTITY.seller.updateTraceability)
  updateTraceability(data: ParsedRequestOf<typeof IDENTITY.seller.updateTraceability>, { actor }: Call<'venditore'>): Promise<TracciabilitaDto> {
    return this.utenti.updateTraceability(actor, data);
  }

  @Handles(IDENTITY.operatore.sellers)
  sellers(data: ParsedRequestOf<typeof IDENTITY.operatore.sellers>): Promise<VenditoreOperatoreDto[]> {
    return this.utenti.venditori(data.q ?? null);
  }

  @Handles(IDENTITY.seller.publicProfile)
  publicProfile({ venditoreId }: { venditoreId: string }): Promise<VenditorePubblicoDto> {
    return this.utenti.publicProfile(venditoreId);
  }
}
