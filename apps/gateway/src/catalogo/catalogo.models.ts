import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  type AutoCardDto,
  type AutoDettaglioDto,
  type DatiCommercianteDto,
  CARBURANTI,
  type Carburante,
  GRADI_CONDIZIONE,
  type GradoCondizione,
  MAX_TOTALE_RICERCA,
  type NomeRicambio,
  ORDINAMENTI_RICERCA,
  type RicambioDto,
  type SearchListingsDto,
  type ValutazioneVenditoreDto,
  type VenditorePubblicoDto,
  type VenditoreSintesiDto,
} from '@ricambiamo/contracts';
import { enumOf } from '../common/enum-of';
import { Orari } from '../utenti/utenti.models';
import { DatiCommerciante } from '../tracciabilita/tracciabilita.models';

export const CarburanteEnum = Object.fromEntries(CARBURANTI.map((c) => [c, c])) as { [C in Carburante]: C };
registerEnumType(CarburanteEnum, { name: 'Carburante' });
export const OrdinamentoRicercaEnum = enumOf(ORDINAMENTI_RICERCA);
registerEnumType(OrdinamentoRicercaEnum, { name: 'OrdinamentoRicerca', description: 'docs/search.md#sort-by-rating' });

export const GradoCondizioneEnum = Object.fromEntries(GRADI_CONDIZIONE.map((g) => [g, g])) as {
  [G in GradoCondizione]: G;
};
registerEnumType(GradoCondizioneEnum, {
  name: 'GradoCondizione',
  description: 'A come nuovo, B usura leggera, C funzionante con segni visibili',
});

@ObjectType()
export class Ricambio implements RicambioDto {
  @Field(() => ID) id!: string;
  @Field(() => String) nome!: NomeRicambio;
  @Field(() => String, { nullable: true }) descrizione!: string | null;
  @Field(() => Int) prezzoCentesimi!: number;
  @Field(() => Int) spedizioneCentesimi!: number;
  @Field() disponibile!: boolean;
  @Field(() => GradoCondizioneEnum, { nullable: true }) grado!: GradoCondizione | null;
  @Field(() => Int, { description: '0 = nessuna garanzia' }) garanziaGiorni!: number;
  @Field(() => String, { nullable: true, description: 'One or more OEM codes, separated by commas, semicolons, slashes or new lines' })
  codiceOem!: string | null;
  @Field(() => String, { nullable: true, description: 'The gearbox code, of a Cambio or a Motore completo only' })
  codiceCambio!: string | null;
}

@ObjectType({ description: "What reviews last announced of a seller (docs/rules.md §3.17)" })
export class ValutazioneVenditore implements ValutazioneVenditoreDto {
  @Field(() => Float, { nullable: true, description: 'All-time average of the overall stars; null without reviews' })
  mediaStelle!: number | null;
  @Field(() => Int) numeroRecensioni!: number;
  @Field({ description: '"Venditore affidabile" (SOGLIE_AFFIDABILE)' }) affidabile!: boolean;
}

@ObjectType()
export class VenditoreSintesi implements VenditoreSintesiDto {
  @Field(() => ID) id!: string;
  @Field() nome!: string;
  @Field(() => String, { nullable: true }) nomeAttivita!: string | null;
  @Field(() => ValutazioneVenditore, { nullable: true, description: "On catalogue's cards and detail; null on orders" })
  valutazione?: ValutazioneVenditoreDto;
}

@ObjectType({ isAbstract: true })
abstract class AutoBase implements Omit<AutoCardDto, 'immagine'> {
  @Field(() => ID) id!: string;
  @Field() marca!: string;
  @Field() modello!: string;
  @Field(() => Int) anno!: number;
  @Field(() => Int) km!: number;
  @Field(() => Int) cv!: number;
  @Field(() => Int) kw!: number;
  @Field(() => Int) cilindrata!: number;
  @Field(() => CarburanteEnum) carburante!: Carburante;
  @Field(() => String, { nullable: true, description: 'The engine code (169A4000)' }) codiceMotore!: string | null;
  @Field({ description: 'A well-formed VIN was given ("Telaio verificato"); the VIN itself is never public' })
  telaioVerificato!: boolean;
  @Field(() => Int) ricambiDisponibili!: number;
  @Field(() => Int, { description: 'Of the available parts, the safety parts only a declared repair business may order' })
  ricambiSoloOfficine!: number;
  @Field(() => Int) ricambiTotali!: number;
  @Field(() => Date) createdAt!: string;
  @Field(() => VenditoreSintesi) venditore!: VenditoreSintesi;
}

@ObjectType()
export class AutoCard extends AutoBase implements AutoCardDto {
  @Field(() => String, { nullable: true, description: 'Key of the first photo' }) immagine!: string | null;
}

@ObjectType()
export class AutoDettaglio extends AutoBase implements AutoDettaglioDto {
  @Field(() => String, { nullable: true, description: "The VIN; only the listing's seller reads it back (autoDaModificare), anyone else reads null" })
  numeroTelaio!: string | null;
  @Field(() => String, { nullable: true }) descrizione!: string | null;
  @Field(() => [String]) immagini!: string[];
  @Field(() => [Ricambio]) ricambi!: Ricambio[];
}

@ObjectType()
export class RisultatiRicerca implements SearchListingsDto {
  @Field(() => [AutoCard]) items!: AutoCard[];
  @Field(() => Int, { description: `Exact up to ${MAX_TOTALE_RICERCA} matches; past it ${MAX_TOTALE_RICERCA}, with totaleEsatto false` })
  total!: number;
  @Field({ description: 'False when there are more matches than total says ("oltre 1.000 veicoli")' }) totaleEsatto!: boolean;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType()
export class VenditorePubblico implements VenditorePubblicoDto {
  @Field(() => ID) id!: string;
  @Field() nome!: string;
  @Field(() => String, { nullable: true }) nomeAttivita!: string | null;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) telefono!: string | null;
  @Field(() => String, { nullable: true }) indirizzo!: string | null;
  @Field(() => String, { nullable: true }) citta!: string | null;
  @Field(() => String, { nullable: true }) cap!: string | null;
  @Field(() => String, { nullable: true }) provincia!: string | null;
  @Field(() => String, { nullable: true }) descrizione!: string | null;
  @Field(() => Orari) orari!: Orari;
  @Field(() => String, { nullable: true }) bannerImage!: string | null;
  @Field(() => String, { nullable: true }) logoImage!: string | null;
  @Field(() => Date, { description: 'Member since' }) createdAt!: string;
  @Field(() => DatiCommerciante, { nullable: true, description: 'The trader\'s data (art. 30(7) DSA), once complete' })
  commerciante!: DatiCommercianteDto | null;
}
