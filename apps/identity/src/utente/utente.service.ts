import { Injectable } from '@nestjs/common';
import type { AcquirenteAlPiazzamentoDto, Actor, ProfiloAcquirente, ProfiloVenditore, UserDto, VenditorePubblicoDto } from '@ricambiamo/contracts';
import { colonneOfficina, IDENTITY_EVENTS, officinaDaColonne } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import { toVeicoloAcquirente } from '../garage/veicolo.dto';
import type { Prisma, PrismaClient } from '../generated/prisma/client';
import { toUserDto, toVenditorePubblicoDto } from './utente.dto';
import { userUpdatedEvent } from './utente.events';
import { UtenteRepository } from './utente.repository';

@Injectable()
export class UtenteService {
  constructor(
    private readonly utenti: UtenteRepository,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
  ) {}

  async me(actor: Actor): Promise<UserDto> {
    const user = await this.utenti.findById(actor.userId);
    // The token outlived its user: the client should log out, as the rules say for a missing profile (docs/rules.md §8).
    if (!user) throw new DomainError('UNAUTHENTICATED');
    return toUserDto(user);
  }

  /** A buyer's id answers like an unknown one: buyers have no public page. */
  async publicProfile(venditoreId: string): Promise<VenditorePubblicoDto> {
    const user = await this.utenti.findById(venditoreId);
    if (user?.ruolo !== 'venditore') throw new DomainError('SELLER_NOT_FOUND');
    return toVenditorePubblicoDto(user);
  }

  /** The repair-business declaration goes with the profile: absent keeps it, null withdraws it. */
  updateBuyerProfile(actor: Actor, { officina, ...profile }: ProfiloAcquirente): Promise<UserDto> {
    if (officina === undefined) return this.updateProfile(actor, profile);
    return this.updateProfile(actor, { ...profile, ...colonneOfficina(officina) });
  }

  /**
   * The declaration and the active vehicle an order is placed with. A seller has neither: asked, the answer is none, as
   * for a consumer without a garage.
   */
  async alPiazzamento(acquirenteId: string): Promise<AcquirenteAlPiazzamentoDto> {
    const user = await this.utenti.findConVeicoloAttivo(acquirenteId);
    if (user?.ruolo !== 'acquirente') return { officina: null, veicolo: null };
    const [attivo] = user.veicoli;
    return { officina: officinaDaColonne(user), veicolo: attivo ? toVeicoloAcquirente(attivo) : null };
  }

  /** Catalogue's seller names and orders' payment data follow through the event, committed with the row. */
  updateSellerProfile(actor: Actor, profile: ProfiloVenditore): Promise<UserDto> {
    return this.updateProfile(actor, profile);
  }

  /** Only ever the actor's own row: the id comes from the verified actor, never from the request data. */
  private async updateProfile(actor: Actor, profile: Prisma.UserUpdateInput): Promise<UserDto> {
    const user = await this.uow.run(async (tx, emit) => {
      const updated = await this.utenti.updateProfile(actor.userId, profile, tx);
      await emit(IDENTITY_EVENTS.userUpdated, userUpdatedEvent(updated));
      return updated;
    });
    return toUserDto(user);
  }
}
