import { Injectable } from '@nestjs/common';
import type {
  AcquirenteAlPiazzamentoDto,
  Actor,
  ProfiloAcquirente,
  ProfiloVenditore,
  Tracciabilita,
  TracciabilitaDto,
  UserDto,
  VenditoreOperatoreDto,
  VenditorePubblicoDto,
} from '@ricambiamo/contracts';
import { colonneOfficina, IDENTITY_EVENTS, officinaDaColonne } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import type { Prisma, PrismaClient } from '../generated/prisma/client';
import { toTracciabilitaDto, toUserDto, toVenditorePubblicoDto } from './utente.dto';
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

  /**
   * A buyer's id answers like an unknown one: buyers have no public page. A suspended seller's page says only that it
   * is not available (docs/architecture.md#suspensions).
   */
  async publicProfile(venditoreId: string): Promise<VenditorePubblicoDto> {
    const user = await this.utenti.findById(venditoreId);
    if (user?.ruolo !== 'venditore') throw new DomainError('SELLER_NOT_FOUND');
    if ((await this.utenti.sospesi([venditoreId])).length > 0) throw new DomainError('SELLER_UNAVAILABLE');
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
    const acquirente = await this.utenti.alPiazzamento(acquirenteId);
    return acquirente ? { officina: officinaDaColonne(acquirente), veicolo: acquirente.veicolo } : { officina: null, veicolo: null };
  }

  /** Catalogue's seller names and orders' payment data follow through the event, committed with the row. */
  updateSellerProfile(actor: Actor, profile: ProfiloVenditore): Promise<UserDto> {
    return this.updateProfile(actor, profile);
  }

  async traceability(actor: Actor): Promise<TracciabilitaDto> {
    const user = await this.utenti.findById(actor.userId);
    if (!user) throw new DomainError('UNAUTHENTICATED');
    return toTracciabilitaDto(user);
  }

  /**
   * "Dati per la vendita" (docs/rules.md §3.23), all at once. Any change clears the operator's verification, which
   * vouched for the data as they were; the event tells catalogue the seller may publish.
   */
  async updateTraceability(actor: Actor, { autocertificazione, ...dati }: Tracciabilita): Promise<TracciabilitaDto> {
    const user = await this.uow.run(async (tx, emit) => {
      const attuale = await tx.user.findUniqueOrThrow({ where: { id: actor.userId } });
      const cambiati = (Object.keys(dati) as (keyof typeof dati)[]).some((campo) => attuale[campo] !== dati[campo]);
      const updated = await this.utenti.updateProfile(
        actor.userId,
        {
          ...dati,
          autocertificazioneIl: autocertificazione ? (attuale.autocertificazioneIl ?? new Date()) : null,
          ...(cambiati ? { verificatoIl: null } : {}),
        },
        tx,
      );
      await emit(IDENTITY_EVENTS.userUpdated, userUpdatedEvent(updated));
      return updated;
    });
    return toTracciabilitaDto(user);
  }

  /** The console's list of sellers, newest first, at most 100; suspended while any suspension is in force. */
  async venditori(q: string | null): Promise<VenditoreOperatoreDto[]> {
    const cerca = q ? { OR: [{ nome: { contains: q, mode: 'insensitive' as const } }, { nomeAttivita: { contains: q, mode: 'insensitive' as const } }, { email: { contains: q } }, { partitaIva: { contains: q } }] } : {};
    const utenti = await this.utenti.venditori(cerca);
    const sospesi = new Set(await this.utenti.sospesi(utenti.map((u) => u.id)));
    return utenti.map((u) => ({
      id: u.id,
      nome: u.nome,
      nomeAttivita: u.nomeAttivita,
      email: u.email,
      createdAt: u.createdAt.toISOString(),
      tracciabilita: toTracciabilitaDto(u),
      sospeso: sospesi.has(u.id),
    }));
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
