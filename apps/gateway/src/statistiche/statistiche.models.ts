import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import type { AutoPiuVistaDto, DomandaZonaDto, NomeRicambio, RicambioPiuVendutoDto, Regione } from '@ricambiamo/contracts';
import type { AndamentoVenditoreDto, SettimanaAndamento, TotaliAndamento } from './andamento';

@ObjectType({ description: 'One Italian week (Monday to Sunday) of the seller’s statistics; orders cancelled do not count' })
export class SettimanaStatistiche implements SettimanaAndamento {
  @Field({ description: 'The week’s Monday, YYYY-MM-DD' }) settimana!: string;
  @Field(() => Int, { description: 'Orders placed that week' }) ordini!: number;
  @Field(() => Int, { description: 'Sum of those orders’ totals' }) venditeCentesimi!: number;
  @Field(() => Int, { description: 'Views of the seller’s listing pages, one per visitor, listing and day' }) visualizzazioni!: number;
  @Field(() => Float, { nullable: true, description: 'Orders per view; null for a week without views' }) conversione!: number | null;
}

@ObjectType({ description: 'The statistics’ weeks together' })
export class TotaliStatistiche implements TotaliAndamento {
  @Field(() => Int) ordini!: number;
  @Field(() => Int) venditeCentesimi!: number;
  @Field(() => Int) visualizzazioni!: number;
  @Field(() => Float, { nullable: true, description: 'Orders per view; null without views' }) conversione!: number | null;
}

@ObjectType({ description: 'A part name among the seller’s most sold over the statistics’ weeks' })
export class RicambioPiuVenduto implements RicambioPiuVendutoDto {
  @Field() nome!: string;
  @Field(() => Int) quantita!: number;
  @Field(() => Int, { description: 'Price plus shipping of those parts' }) venditeCentesimi!: number;
}

@ObjectType({ description: 'A listing of the seller still on sale, among the most viewed over the statistics’ weeks' })
export class AutoPiuVista implements AutoPiuVistaDto {
  @Field(() => ID) autoId!: string;
  @Field() marca!: string;
  @Field() modello!: string;
  @Field(() => Int) anno!: number;
  @Field(() => Int) visualizzazioni!: number;
}

@ObjectType({ description: 'The seller’s statistics over the last 12 Italian weeks, oldest first' })
export class AndamentoVenditore implements AndamentoVenditoreDto {
  @Field(() => [SettimanaStatistiche]) settimane!: SettimanaStatistiche[];
  @Field(() => TotaliStatistiche) totali!: TotaliStatistiche;
  @Field(() => [RicambioPiuVenduto]) ricambiPiuVenduti!: RicambioPiuVenduto[];
  @Field(() => [AutoPiuVista]) autoPiuViste!: AutoPiuVista[];
}

type ModelloCercatoDto = DomandaZonaDto['modelli'][number];

@ObjectType({ description: 'A make and model buyers asked for in the zone' })
export class ModelloCercato implements ModelloCercatoDto {
  @Field() marca!: string;
  @Field(() => String, { nullable: true, description: 'Null: searches for the make, any model' }) modello!: string | null;
  @Field(() => Int, { description: 'Wanted-part requests posted for it' }) richieste!: number;
  @Field(() => Int, { description: 'Home searches for it that found no car' }) ricerche!: number;
}

@ObjectType({ description: 'A part of CATALOGO_RICAMBI asked for in the zone’s wanted-part requests' })
export class RicambioCercato {
  @Field(() => String) nome!: NomeRicambio;
  @Field(() => Int) richieste!: number;
}

@ObjectType({ description: 'What buyers asked for most over GIORNI_DOMANDA days in the seller’s region, VOCI_DOMANDA of each at most' })
export class DomandaZona implements DomandaZonaDto {
  @Field(() => String, { nullable: true, description: 'Null when the seller’s profile has no province: all Italy' })
  regione!: Regione | null;
  @Field(() => [ModelloCercato], { description: 'Most requests and searches together first' }) modelli!: ModelloCercato[];
  @Field(() => [RicambioCercato], { description: 'Most requests first' }) ricambi!: RicambioCercato[];
}
