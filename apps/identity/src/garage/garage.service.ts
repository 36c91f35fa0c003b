import { Injectable } from '@nestjs/common';
import type { Actor, Veicolo, VeicoloDto } from '@ricambiamo/contracts';
import { MASSIMO_VEICOLI_GARAGE } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { PrismaClient } from '../generated/prisma/client';
import { GarageRepository } from './garage.repository';
import { toVeicoloDto } from './veicolo.dto';

/**
 * The buyer's garage (docs/rules.md §3.6): up to MASSIMO_VEICOLI_GARAGE vehicles, exactly one active while there is
 * any. Only the actor's own vehicles are touched; any other id is NOT_FOUND, so nobody learns what another buyer has.
 * Every change of which vehicle is active happens under the buyer's garage lock, so the rule holds whatever runs at once.
 */
@Injectable()
export class GarageService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly garage: GarageRepository,
  ) {}

  async elenco(actor: Actor): Promise<VeicoloDto[]> {
    return (await this.garage.delAcquirente(actor.userId)).map(toVeicoloDto);
  }

  /** The first vehicle of a garage is active, whatever was asked; a later one when asked. */
  async aggiungi(actor: Actor, { attivo, ...veicolo }: Veicolo & { attivo: boolean }): Promise<VeicoloDto> {
    const aggiunto = await this.prisma.$transaction(async (tx) => {
      await this.garage.blocca(actor.userId, tx);
      const esistenti = await this.garage.conta(actor.userId, tx);
      if (esistenti >= MASSIMO_VEICOLI_GARAGE) throw new DomainError('GARAGE_LIMIT_REACHED');
      const primo = esistenti === 0;
      if (attivo && !primo) await this.garage.disattiva(actor.userId, tx);
      return this.garage.crea(actor.userId, { ...veicolo, attivo: primo || attivo }, tx);
    });
    return toVeicoloDto(aggiunto);
  }

  async modifica(actor: Actor, veicoloId: string, veicolo: Veicolo): Promise<VeicoloDto> {
    if (!(await this.garage.modifica(actor.userId, veicoloId, veicolo))) throw new DomainError('NOT_FOUND');
    const modificato = await this.garage.trova(actor.userId, veicoloId);
    if (!modificato) throw new DomainError('NOT_FOUND');
    return toVeicoloDto(modificato);
  }

  async attiva(actor: Actor, veicoloId: string): Promise<VeicoloDto[]> {
    return this.cambiaGarage(actor, async (tx) => {
      if (!(await this.garage.trova(actor.userId, veicoloId, tx))) throw new DomainError('NOT_FOUND');
      await this.garage.attiva(actor.userId, veicoloId, tx);
    });
  }

  /** Removing the active vehicle makes the most recently added of the others active. */
  async elimina(actor: Actor, veicoloId: string): Promise<VeicoloDto[]> {
    return this.cambiaGarage(actor, async (tx) => {
      const eliminato = await this.garage.elimina(actor.userId, veicoloId, tx);
      if (!eliminato) throw new DomainError('NOT_FOUND');
      if (!eliminato.attivo) return;
      const successore = await this.garage.piuRecente(actor.userId, tx);
      if (successore) await this.garage.attiva(actor.userId, successore.id, tx);
    });
  }

  /** A change under the buyer's garage lock, answered with the garage as it committed. */
  private async cambiaGarage(actor: Actor, cambia: (tx: Db<PrismaClient>) => Promise<void>): Promise<VeicoloDto[]> {
    const veicoli = await this.prisma.$transaction(async (tx) => {
      await this.garage.blocca(actor.userId, tx);
      await cambia(tx);
      return this.garage.delAcquirente(actor.userId, tx);
    });
    return veicoli.map(toVeicoloDto);
  }
}
