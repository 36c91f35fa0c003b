import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  AUTORI_STATO_ORDINE,
  type AutoreStatoOrdine,
  type Compatibilita,
  type DatiFatturazioneDto,
  type IndirizzoSpedizioneDto,
  MOTIVI_RECESSO,
  type MotivoRecesso,
  type NomeRicambio,
  type OrdineDto,
  type PassaggioStatoDto,
  type RecessoDto,
  type RicambioRiservatoDto,
  type RicambioVendutoDto,
  STATI_ORDINE,
  STATI_RECESSO,
  type StatisticheAcquirenteDto,
  type StatisticheVenditoreDto,
  type StatoOrdine,
  type StatoRecesso,
} from '@ricambiamo/contracts';
import { VenditoreSintesi } from '../catalogo/catalogo.models';
import { enumOf } from '../common/enum-of';
import { CompatibilitaBadge } from '../compatibilita/compatibilita.models';
import { Officina } from '../utenti/utenti.models';

export const StatoOrdineEnum = enumOf(STATI_ORDINE);
registerEnumType(StatoOrdineEnum, { name: 'StatoOrdine', description: 'In Attesa, In Lavorazione, Completato, Cancellato' });

// 'scadenza-pagamento' reads as scadenza_pagamento.
export const AutoreStatoOrdineEnum = enumOf(AUTORI_STATO_ORDINE);
registerEnumType(AutoreStatoOrdineEnum, {
  name: 'AutoreStatoOrdine',
  description: "Who moved the order: its buyer placing it, its seller, or the payment window closing on it",
});

export const StatoRecessoEnum = enumOf(STATI_RECESSO);
registerEnumType(StatoRecessoEnum, { name: 'StatoRecesso', description: 'Asked by the buyer, then accepted, received, refunded' });

// 'non-compatibile' reads as non_compatibile.
export const MotivoRecessoEnum = enumOf(MOTIVI_RECESSO);
registerEnumType(MotivoRecessoEnum, { name: 'MotivoRecesso' });

@ObjectType()
export class PassaggioRecesso implements Readonly<RecessoDto['passaggi'][number]> {
  @Field(() => StatoRecessoEnum) stato!: StatoRecesso;
  @Field(() => Date) il!: string;
}

@ObjectType({ description: "A consumer's withdrawal from a completed order (Codice del Consumo art. 52)" })
export class Recesso implements RecessoDto {
  @Field(() => StatoRecessoEnum) stato!: StatoRecesso;
  @Field(() => MotivoRecessoEnum) motivo!: MotivoRecesso;
  @Field(() => String, { nullable: true }) dettagli!: string | null;
  @Field(() => [ID], { description: 'The parts of the order going back' }) ricambiIds!: string[];
  @Field(() => Int, { description: 'Price and shipping of those parts: the refund by bank transfer' }) importoCentesimi!: number;
  @Field({ description: 'The seller put the returned parts on sale again' }) rimessiInVendita!: boolean;
  @Field({ description: 'A part bought as Compatibile went back as not fitting: the return shipping is the seller’s' })
  erroreVenditore!: boolean;
  @Field(() => [PassaggioRecesso], { description: 'Each step, oldest first' }) passaggi!: PassaggioRecesso[];
}

@ObjectType()
export class AcquirenteOrdine implements Readonly<OrdineDto['acquirente']> {
  @Field(() => ID) id!: string;
  @Field() nome!: string;
  @Field() email!: string;
  @Field() telefono!: string;
}

@ObjectType({ description: 'A part as catalogue listed it when the order was placed' })
export class RicambioOrdine implements RicambioRiservatoDto {
  @Field(() => ID) ricambioId!: string;
  @Field(() => String) nome!: NomeRicambio;
  @Field(() => String, { nullable: true }) descrizione!: string | null;
  @Field(() => Int) prezzoCentesimi!: number;
  @Field(() => Int) spedizioneCentesimi!: number;
  @Field(() => CompatibilitaBadge, {
    nullable: true,
    description: 'The fit it was bought with for the buyer’s active vehicle; null without one, and for orders placed before',
  })
  compatibilita!: Compatibilita | null;
}

@ObjectType()
export class PagamentoOrdine implements Readonly<OrdineDto['pagamento']> {
  @Field() beneficiario!: string;
  @Field(() => String, { nullable: true, description: "The seller's current IBAN; null when the seller has none" })
  iban!: string | null;
}

@ObjectType()
export class IndirizzoSpedizione implements IndirizzoSpedizioneDto {
  @Field() nome!: string;
  @Field() indirizzo!: string;
  @Field() citta!: string;
  @Field() cap!: string;
  @Field() provincia!: string;
  @Field() telefono!: string;
  @Field() email!: string;
}

@ObjectType()
export class DatiFatturazione implements DatiFatturazioneDto {
  @Field(() => String, { nullable: true }) ragioneSociale!: string | null;
  @Field(() => String, { nullable: true }) partitaIva!: string | null;
  @Field(() => String, { nullable: true }) codiceFiscale!: string | null;
  @Field(() => String, { nullable: true }) pec!: string | null;
  @Field(() => String, { nullable: true }) codiceSdi!: string | null;
}

@ObjectType()
export class PassaggioStato implements PassaggioStatoDto {
  @Field(() => StatoOrdineEnum) stato!: StatoOrdine;
  @Field(() => Date) il!: string;
  @Field(() => AutoreStatoOrdineEnum) autore!: AutoreStatoOrdine;
}

@ObjectType()
export class Ordine implements OrdineDto {
  @Field(() => ID) id!: string;
  @Field({ description: 'Short code of 8 characters, shown as the order id and first in the transfer reason' }) codice!: string;
  @Field(() => StatoOrdineEnum) stato!: StatoOrdine;
  @Field(() => Date) createdAt!: string;
  @Field(() => AcquirenteOrdine) acquirente!: AcquirenteOrdine;
  @Field(() => VenditoreSintesi) venditore!: VenditoreSintesi;
  @Field(() => ID) autoId!: string;
  @Field(() => [RicambioOrdine]) ricambi!: RicambioOrdine[];
  @Field(() => Int, { description: 'Price plus shipping over the parts' }) totaleCentesimi!: number;
  @Field(() => Date, { description: 'When the payment window closes: still pending then, the order is cancelled' })
  scadenzaPagamento!: string;
  @Field({ description: 'Bank-transfer reason, at most 140 characters' }) causale!: string;
  @Field(() => PagamentoOrdine) pagamento!: PagamentoOrdine;
  @Field(() => IndirizzoSpedizione) spedizione!: IndirizzoSpedizione;
  @Field(() => DatiFatturazione) fatturazione!: DatiFatturazione;
  @Field(() => Officina, { nullable: true, description: 'The buyer’s repair-business declaration when the order was placed' })
  officina!: Officina | null;
  @Field(() => Date, { nullable: true, description: 'Until when its consumer buyer may still withdraw; null when they cannot' })
  recessoEntro!: string | null;
  @Field(() => Recesso, { nullable: true }) recesso!: Recesso | null;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => [PassaggioStato], { description: 'Oldest first, starting with pending' }) cronologia!: PassaggioStato[];
}

@ObjectType()
export class StatisticheVenditore implements StatisticheVenditoreDto {
  @Field(() => Int) inserzioni!: number;
  @Field(() => Int, { description: 'Parts over all the listings' }) ricambi!: number;
  @Field(() => Int) ordini!: number;
  @Field(() => Int, { description: 'Sum of the totals of orders not cancelled' }) venditeCentesimi!: number;
}

@ObjectType()
export class StatisticheAcquirente implements StatisticheAcquirenteDto {
  @Field(() => Int) ordiniTotali!: number;
  @Field(() => Int) inAttesa!: number;
  @Field(() => Int) inLavorazione!: number;
  @Field(() => Int, { description: 'Sum of the totals of orders not cancelled' }) totaleSpesoCentesimi!: number;
}

@ObjectType()
export class ContattoAcquirente implements Readonly<RicambioVendutoDto['acquirente']> {
  @Field() nome!: string;
  @Field() email!: string;
}

@ObjectType({ description: "A listing's part in an order not cancelled: sold once completed, reserved before" })
export class RicambioVenduto implements RicambioVendutoDto {
  @Field(() => ID) ricambioId!: string;
  @Field(() => String) nome!: NomeRicambio;
  @Field(() => Int) prezzoCentesimi!: number;
  @Field(() => Int) spedizioneCentesimi!: number;
  @Field(() => ID) ordineId!: string;
  @Field() codice!: string;
  @Field(() => StatoOrdineEnum) stato!: RicambioVendutoDto['stato'];
  @Field(() => Date, { description: 'The sale date once completed, otherwise the order date' }) data!: string;
  @Field(() => ContattoAcquirente) acquirente!: ContattoAcquirente;
}
