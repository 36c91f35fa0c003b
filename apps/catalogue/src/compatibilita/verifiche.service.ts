import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Actor, chiediVerificaRequest, rispondiVerificaRequest, VerificaDto } from '@ricambiamo/contracts';
import { CATALOGUE_EVENTS, nomeVeicolo } from '@ricambiamo/contracts';
import { isUniqueViolation } from '@ricambiamo/database';
import { DomainError } from '@ricambiamo/messaging';
import type { Db, Emit } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import type { z } from 'zod';
import type { PrismaClient, Verifica } from '../generated/prisma/client';
import { toVerificaDto, VerificheRepository } from './verifiche.repository';

type Domanda = z.output<typeof chiediVerificaRequest>;
type Risposta = z.output<typeof rispondiVerificaRequest>;

/**
 * "Chiedi verifica compatibilità" (docs/rules.md §3.14): a buyer asks the part's seller, who answers once. Each step
 * is an event for notifications (the seller, then the buyer, are told in the app and by e-mail); a "compatibile"
 * joins the cross-reference through RiferimentiConsumer.
 */
@Injectable()
export class VerificheService {
  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly verifiche: VerificheRepository,
  ) {}

  /** CHECK_PART_NOT_FOUND for a part that is gone; CHECK_PENDING while the buyer's previous check of it is unanswered. */
  async chiedi(actor: Actor, domanda: Domanda): Promise<VerificaDto> {
    try {
      return await this.uow.run(async (tx, emit) => {
        const ricambio = await tx.ricambio.findUnique({
          where: { id: domanda.ricambioId },
          select: { nome: true, auto: { select: { id: true, venditoreId: true, marca: true, modello: true, anno: true } } },
        });
        if (!ricambio) throw new DomainError('CHECK_PART_NOT_FOUND');
        const { veicolo } = domanda;
        const verifica = await this.verifiche.insert(
          {
            id: randomUUID(),
            ricambioId: domanda.ricambioId,
            autoId: ricambio.auto.id,
            venditoreId: ricambio.auto.venditoreId,
            acquirenteId: actor.userId,
            nomeRicambio: ricambio.nome,
            titoloAuto: nomeVeicolo(ricambio.auto),
            marca: veicolo.marca,
            modello: veicolo.modello,
            anno: veicolo.anno,
            carburante: veicolo.carburante,
            cilindrata: veicolo.cilindrata,
            kw: veicolo.kw,
            codiceMotore: veicolo.codiceMotore ?? null,
            telaioOTarga: domanda.telaioOTarga,
            domanda: domanda.domanda,
          },
          tx,
        );
        await emit(CATALOGUE_EVENTS.verificaRichiesta, payload(verifica));
        return toVerificaDto(verifica, false);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CHECK_PENDING');
      throw error;
    }
  }

  /** Only the part's seller, once: CHECK_NOT_FOUND for anyone else's, CHECK_ANSWERED for an answered one. */
  async rispondi(actor: Actor, risposta: Risposta): Promise<VerificaDto> {
    return this.uow.run(async (tx, emit: Emit) => {
      const verifica = await this.verifiche.rispondi(risposta.verificaId, actor.userId, { esito: risposta.esito, nota: risposta.nota }, tx);
      if (!verifica) {
        const esistente = await this.verifiche.find(risposta.verificaId, actor.userId);
        throw new DomainError(esistente ? 'CHECK_ANSWERED' : 'CHECK_NOT_FOUND');
      }
      await emit(CATALOGUE_EVENTS.verificaRisposta, { ...payload(verifica), esito: risposta.esito, nota: risposta.nota });
      return toVerificaDto(verifica, true);
    });
  }

  async ricevute(actor: Actor): Promise<VerificaDto[]> {
    return (await this.verifiche.ricevute(actor.userId)).map((v) => toVerificaDto(v, true));
  }
}

const payload = (v: Verifica) => ({
  verificaId: v.id,
  autoId: v.autoId,
  ricambioId: v.ricambioId,
  venditoreId: v.venditoreId,
  acquirenteId: v.acquirenteId,
  nomeRicambio: v.nomeRicambio,
  titoloAuto: v.titoloAuto,
  veicolo: nomeVeicolo(v),
});
