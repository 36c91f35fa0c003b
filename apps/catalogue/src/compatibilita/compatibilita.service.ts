import { Injectable } from '@nestjs/common';
import type { Compatibilita, CompatibilitaInserzioneDto, VeicoloAcquirente } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import { PrismaClient } from '../generated/prisma/client';
import type { Verifica } from '../generated/prisma/client';
import { decidi, oemNoti } from './decisione';
import { RiferimentiRepository } from './riferimenti.repository';
import { toVerificaDto, VerificheRepository, veicoloDi } from './verifiche.repository';

/** The car and parts of a listing as the fit rules read them. */
const SELEZIONE_AUTO = {
  marca: true,
  modello: true,
  anno: true,
  carburante: true,
  cilindrata: true,
  kw: true,
  codiceMotore: true,
  ricambi: { select: { id: true, nome: true, codiciOem: true, codiceCambio: true }, orderBy: { nome: 'asc' } },
} as const;

/**
 * The fit of a listing's parts for a vehicle (docs/rules.md §3.14), for the detail page and for the order that buys
 * them: the rules of @ricambiamo/contracts with the OEM codes the cross-reference knows to fit that vehicle, and the
 * buyer's own checks answered by the seller.
 */
@Injectable()
export class CompatibilitaService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly riferimenti: RiferimentiRepository,
    private readonly verifiche: VerificheRepository,
  ) {}

  /** Every part of the listing; for a buyer (`acquirenteId`), with their own latest check of each. */
  async perInserzione(acquirenteId: string | null, autoId: string, veicolo: VeicoloAcquirente | null): Promise<CompatibilitaInserzioneDto> {
    const [auto, ancheCon, decisioni, verifiche] = await Promise.all([
      this.prisma.auto.findUnique({ where: { id: autoId }, select: { ricambi: { select: { id: true } } } }),
      this.riferimenti.ancheCon(autoId),
      veicolo ? this.perRicambi(veicolo, acquirenteId, autoId) : new Map<string, Compatibilita>(),
      acquirenteId ? this.verifiche.ultimePerRicambio(acquirenteId, autoId) : new Map<string, Verifica>(),
    ]);
    if (!auto) throw new DomainError('LISTING_NOT_FOUND');
    return {
      ricambi: auto.ricambi.map(({ id }) => {
        const verifica = verifiche.get(id);
        return {
          ricambioId: id,
          compatibilita: decisioni.get(id) ?? null,
          ancheCon: ancheCon.get(id) ?? [],
          verifica: verifica ? toVerificaDto(verifica, false) : null,
        };
      }),
    };
  }

  /** The badge of each part of the listing for the vehicle; empty when the listing is gone. */
  async perRicambi(veicolo: VeicoloAcquirente, acquirenteId: string | null, autoId: string): Promise<Map<string, Compatibilita>> {
    const [auto, noti, verifiche] = await Promise.all([
      this.prisma.auto.findUnique({ where: { id: autoId }, select: SELEZIONE_AUTO }),
      this.riferimenti.ricambiNoti(veicolo),
      acquirenteId ? this.verifiche.ultimePerRicambio(acquirenteId, autoId) : new Map<string, Verifica>(),
    ]);
    const decisioni = new Map<string, Compatibilita>();
    if (!auto) return decisioni;
    const codici = oemNoti(veicolo, noti);
    for (const ricambio of auto.ricambi) {
      const verifica = verifiche.get(ricambio.id);
      const risposta = verifica ? { esito: verifica.esito, veicolo: veicoloDi(verifica) } : null;
      decisioni.set(ricambio.id, decidi(veicolo, auto, ricambio, codici, risposta));
    }
    return decisioni;
  }
}
