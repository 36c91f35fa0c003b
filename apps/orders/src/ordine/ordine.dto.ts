import type { AutoreStatoOrdine, NomeRicambio, OrdineDto } from '@ricambiamo/contracts';
import type { AutoreStato, Ordine, OrdineRicambio, PassaggioStato } from '../generated/prisma/client';
import type { VenditoreLetto } from '../venditore/venditore.repository';

export type OrdineCompleto = Ordine & { ricambi: OrdineRicambio[]; cronologia: PassaggioStato[] };

/** The include that reads an order as the DTO needs it: parts, and statuses oldest first. */
export const COMPLETO = { ricambi: true, cronologia: { orderBy: { il: 'asc' } } } as const;

const AUTORI: Record<AutoreStato, AutoreStatoOrdine> = {
  acquirente: 'acquirente',
  venditore: 'venditore',
  scadenzaPagamento: 'scadenza-pagamento',
};
/** The payment window's name as the database enum spells it. */
export const AUTORI_DB: Record<AutoreStatoOrdine, AutoreStato> = {
  acquirente: 'acquirente',
  venditore: 'venditore',
  'scadenza-pagamento': 'scadenzaPagamento',
};

export function toOrdineDto(ordine: OrdineCompleto, venditore: VenditoreLetto | undefined): OrdineDto {
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
    })),
    totaleCentesimi: ordine.totaleCentesimi,
    scadenzaPagamento: ordine.scadenzaPagamento.toISOString(),
    causale: ordine.causale,
    // The transfer goes to the business when it has a name, to the person otherwise (spec §2 Seller dashboard header).
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
    note: ordine.note,
    cronologia: ordine.cronologia.map((p) => ({ stato: p.stato, il: p.il.toISOString(), autore: AUTORI[p.autore] })),
  };
}
