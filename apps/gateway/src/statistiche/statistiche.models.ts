import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import type { AutoPiuVistaDto, RicambioPiuVendutoDto } from '@ricambiamo/contracts';
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
