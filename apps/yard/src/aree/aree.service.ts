import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Actor, AreaDto, ModificaArea } from '@ricambiamo/contracts';
import { MASSIMO_AREE_PARCO, nomeAreaPredefinito, PALETTE_AREE } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import { AutoRepository } from '../auto/auto.repository';
import { PrismaClient } from '../generated/prisma/client';
import { toAreaDto } from './area.dto';
import { AreeRepository } from './aree.repository';

type Rettangolo = { posizioneX: number; posizioneY: number; larghezza: number; altezza: number };

/** docs/rules.md §4: a new area gets a random colour of the palette. */
export const coloreACaso = (caso: () => number = Math.random) => PALETTE_AREE[Math.floor(caso() * PALETTE_AREE.length)].colore;

/**
 * The seller's yard map: areas drawn, moved, edited and deleted, cars placed in them. Only the actor's own areas and
 * cars are ever touched; any other id is NOT_FOUND, so nobody learns what another seller has.
 */
@Injectable()
export class AreeService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly aree: AreeRepository,
    private readonly auto: AutoRepository,
  ) {}

  async elenco(actor: Actor): Promise<AreaDto[]> {
    return (await this.aree.delVenditore(actor.userId)).map(toAreaDto);
  }

  /**
   * At most MASSIMO_AREE_PARCO per seller (docs/security.md, "Limits"); "Area N" counts the seller's areas. Both read
   * the count under the seller's creation lock, in the insert's transaction.
   */
  async crea(actor: Actor, rettangolo: Rettangolo): Promise<AreaDto> {
    const area = await this.prisma.$transaction(async (tx) => {
      await this.aree.bloccaCreazioni(actor.userId, tx);
      const esistenti = await this.aree.conta(actor.userId, tx);
      if (esistenti >= MASSIMO_AREE_PARCO) throw new DomainError('AREA_LIMIT_REACHED');
      const nome = nomeAreaPredefinito(esistenti);
      return this.aree.crea({ id: randomUUID(), venditoreId: actor.userId, nome, colore: coloreACaso(), ...rettangolo }, tx);
    });
    return toAreaDto(area);
  }

  async sposta(actor: Actor, areaId: string, posizione: { posizioneX: number; posizioneY: number }): Promise<AreaDto> {
    if (!(await this.aree.modifica(actor.userId, areaId, posizione))) throw new DomainError('NOT_FOUND');
    return this.leggi(actor, areaId);
  }

  async modifica(actor: Actor, areaId: string, dati: ModificaArea): Promise<AreaDto> {
    if (!(await this.aree.modifica(actor.userId, areaId, dati))) throw new DomainError('NOT_FOUND');
    return this.leggi(actor, areaId);
  }

  async elimina(actor: Actor, areaId: string): Promise<{ id: string }> {
    if (!(await this.aree.elimina(actor.userId, areaId))) throw new DomainError('NOT_FOUND');
    return { id: areaId };
  }

  /** Both the area and the car must be the seller's; checked and written in one transaction, so neither can vanish between. */
  async assegna(actor: Actor, areaId: string, autoId: string): Promise<AreaDto> {
    await this.prisma.$transaction(async (tx) => {
      const [area, auto] = await Promise.all([this.aree.esiste(actor.userId, areaId, tx), this.auto.diVenditore(actor.userId, autoId, tx)]);
      if (!area || !auto) throw new DomainError('NOT_FOUND');
      await this.aree.assegna(autoId, areaId, tx);
    });
    return this.leggi(actor, areaId);
  }

  /** A car not in the area is already out of it: the area is answered as it is. */
  async togli(actor: Actor, areaId: string, autoId: string): Promise<AreaDto> {
    await this.prisma.$transaction(async (tx) => {
      if (!(await this.aree.esiste(actor.userId, areaId, tx))) throw new DomainError('NOT_FOUND');
      await this.aree.togli(autoId, areaId, tx);
    });
    return this.leggi(actor, areaId);
  }

  private async leggi(actor: Actor, areaId: string): Promise<AreaDto> {
    const area = await this.aree.trova(actor.userId, areaId);
    if (!area) throw new DomainError('NOT_FOUND');
    return toAreaDto(area);
  }
}
