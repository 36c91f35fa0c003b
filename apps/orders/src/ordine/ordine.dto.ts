import type { AutoreStatoOrdine, Compatibilita, MotivoRecesso, NomeRicambio, OrdineDto, RecessoDto } from '@ricambiamo/contracts';
import { officinaDaColonne, STATI_RECESSO } from '@ricambiamo/contracts';
import type { AutoreStato, Ordine, OrdineRicambio, PassaggioStato, Recesso, RecessoRicambio } from '../generated/prisma/client';
import type { VenditoreLetto } from '../venditore/venditore.repository';
import { IL_RECESSO, recessoEntro } from './ordine.rules';

export type OrdineCompleto = Ordine & {
  ricambi: OrdineRicambio[];
  cronologia: PassaggioStato[];
  recesso: (Recesso & { ricambi: RecessoRicambio[] }) | null;
};

/** The include that reads an order as the DTO needs it: parts, statuses oldest first, and its withdrawal. */
export const COMPLETO = { ricambi: true, cronologia: { orderBy: { il: 'asc' } }, recesso: { include: { ricambi: true } } } as const;

function recessoDto(recesso: NonNullable<OrdineCompleto['recesso']>): RecessoDto {
  return {
    stato: recesso.stato,
    motivo: recesso.motivo as MotivoRecesso,
    dettagli: recesso.dettagli,
    ricambiIds: recesso.ricambi.map((r) => r.ricambioId),
    importoCentesimi: recesso.importoCentesimi,
    rimessiInVendita: recesso.rimessiInVendita,
    erroreVenditore: recesso.erroreVenditore,
    passaggi: STATI_RECESSO.flatMap((stato) => {
      const il = recesso[IL_RECESSO[stato]];
      return il instanceof Date ? [{ stato, il: il.toISOString() }] : [];
    }),
  };
}

/** The fit a part was bought with; null when the order kept none (no vehicle, or placed before fits were kept). */
export function compatibilitaDi(ricambio: Pick<OrdineRicambio, 'compatibilitaLivello' | 'compatibilitaMotivo'>): Compatibilita | null {
  const { compatibilitaLivello: livello, compatibilitaMotivo: motivo } = ricambio;
  return livello && motivo !== null ? { livello, motivo } : null;
}

const AUTORI: Record<AutoreStato, AutoreStatoOrdine> = {
  acquirente: 'acquirente',
  venditore: 'venditore',
  scadenzaPagamento: 'scadenza-pagamento',
  sospensioneVenditore: 'sospensione-venditore',
};
/** The payment window's name as the database enum spells it. */
export const AUTORI_DB: Record<AutoreStatoOrdine, AutoreStato> = {
  acquirente: 'acquirente',
  venditore: 'venditore',
  'scadenza-pagamento': 'scadenzaPagamento',
  'sospensione-venditore': 'sospensioneVenditore',
};

/** `finestraRecessoMs` is the withdrawal window; the events' summaries, which do not carry it, leave it at 0. */
export function toOrdineDto(ordine: OrdineCompleto, venditore: VenditoreLetto | undefined, finestraRecessoMs = 0): OrdineDto {
  const nomeVenditore = venditore?.nome ?? '';
  return {
    id: ordine.id,
    codice: ordine.codice,
    stato: ordine.stato,
    createdAt: ordine.createdAt.toISOString(),
    acquirente: { id: ordine.acquirenteId, nome: ordine.nome, email: ordine.email, telefono: ordine.telefono },
    venditore: { id: ordine.venditoreId, nome: nomeVenditore, nomeAttivita: venditore?.nomeAttivita ?? null },
    autoId: ordine.autoId,
    ricambi: ordine.ricambi.map((r) => ({
      ricambioId: r.ricambioId,
      nome: r.nome as NomeRicambio,
      descrizione: r.descrizione,
      prezzoCentesimi: r.prezzoCentesimi,
      spedizioneCentesimi: r.spedizioneCentesimi,
      compatibilita: compatibilitaDi(r),
    })),
    totaleCentesimi: ordine.totaleCentesimi,
    scadenzaPagamento: ordine.scadenzaPagamento.toISOString(),
    causale: ordine.causale,
    // The transfer goes to the business when it has a name, to the person otherwise (docs/rules.md §3 Seller dashboard header).
    pagamento: { beneficiario: venditore?.nomeAttivita ?? nomeVenditore, iban: venditore?.iban ?? null },
    spedizione: {
      nome: ordine.nome,
      indirizzo: ordine.indirizzo,
      citta: ordine.citta,
      cap: ordine.cap,
      provincia: ordine.provincia,
      telefono: ordine.telefono,
      email: ordine.email,
    },
    fatturazione: {
      ragioneSociale: ordine.ragioneSociale,
      partitaIva: ordine.partitaIva,
      codiceFiscale: ordine.codiceFiscale,
      pec: ordine.pec,
      codiceSdi: ordine.codiceSdi,
    },
    officina: officinaDaColonne(ordine),
    recessoEntro: recessoEntro(ordine, finestraRecessoMs, Date.now())?.toISOString() ?? null,
    recesso: ordine.recesso ? recessoDto(ordine.recesso) : null,
    note: ordine.note,
    cronologia: ordine.cronologia.map((p) => ({ stato: p.stato, il: p.il.toISOString(), autore: AUTORI[p.autore] })),
  };
}
