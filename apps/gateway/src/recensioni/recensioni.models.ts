import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type {
  IndicatoriDto,
  MotivoSegnalazioneRecensione,
  RecensioneDto,
  RecensioneInput,
  RecensioneOrdineDto,
  RecensioniVenditoreDto,
  ReputazioneDto,
  StelleDto,
} from '@ricambiamo/contracts';
import { MOTIVI_SEGNALAZIONE_RECENSIONE } from '@ricambiamo/contracts';
import { enumOf } from '../common/enum-of';

export const MotivoSegnalazioneEnum = enumOf(MOTIVI_SEGNALAZIONE_RECENSIONE);
registerEnumType(MotivoSegnalazioneEnum, { name: 'MotivoSegnalazioneRecensione' });

@ObjectType({ description: 'From 1 to 5 on each axis (docs/rules.md §3.16)' })
export class Stelle implements StelleDto {
  @Field(() => Int, { description: 'Rispondenza alla descrizione' }) descrizione!: number;
  @Field(() => Int) comunicazione!: number;
  @Field(() => Int) spedizione!: number;
  @Field(() => Int) complessivo!: number;
}

@ObjectType()
export class RispostaRecensione {
  @Field() testo!: string;
  @Field(() => Date) createdAt!: string;
}

@ObjectType({ description: 'A review of a completed order; its texts are masked by the reviews service' })
export class Recensione implements RecensioneDto {
  @Field(() => ID) id!: string;
  @Field(() => ID) ordineId!: string;
  @Field(() => ID) venditoreId!: string;
  @Field({ description: '"Mario R."' }) autore!: string;
  @Field(() => [String]) ricambi!: string[];
  @Field(() => Stelle) stelle!: StelleDto;
  @Field(() => String, { nullable: true }) testo!: string | null;
  @Field(() => Date) createdAt!: string;
  @Field(() => Date, { nullable: true }) modificataIl!: string | null;
  @Field(() => RispostaRecensione, { nullable: true }) risposta!: { testo: string; createdAt: string } | null;
}

@ObjectType({ description: "An order's review and its window, for the order's buyer or seller" })
export class RecensioneOrdine implements RecensioneOrdineDto {
  @Field(() => ID) ordineId!: string;
  @Field(() => Recensione, { nullable: true }) recensione!: RecensioneDto | null;
  @Field(() => Date, { nullable: true }) recensibileDal!: string | null;
  @Field(() => Date, { nullable: true }) recensibileFinoAl!: string | null;
  @Field(() => Date, { nullable: true }) modificabileFinoAl!: string | null;
  @Field({ description: 'The caller reported it' }) segnalata!: boolean;
}

@ObjectType({ description: "A seller's record over a period; a rate is null when nothing it divides by happened" })
export class Indicatori implements IndicatoriDto {
  @Field(() => Int) ordiniCompletati!: number;
  @Field(() => Float, { nullable: true }) tassoCancellazioni!: number | null;
  @Field(() => Float, { nullable: true }) medianaOreLavorazione!: number | null;
  @Field(() => Float, { nullable: true }) medianaOreRisposta!: number | null;
  @Field(() => Float, { nullable: true }) quotaResiErrore!: number | null;
  @Field(() => Float, { nullable: true }) mediaStelle!: number | null;
  @Field(() => Int) numeroRecensioni!: number;
}

@ObjectType()
export class Reputazione implements ReputazioneDto {
  @Field(() => ID) venditoreId!: string;
  @Field(() => Indicatori) ultimi12Mesi!: IndicatoriDto;
  @Field(() => Indicatori) sempre!: IndicatoriDto;
  @Field(() => [Int], { description: 'Reviews with 1 to 5 overall stars, in that order' })
  distribuzione!: [number, number, number, number, number];
  @Field() affidabile!: boolean;
}

@ObjectType()
export class RecensioniVenditore implements RecensioniVenditoreDto {
  @Field(() => [Recensione]) recensioni!: RecensioneDto[];
  @Field(() => Int) pagina!: number;
  @Field(() => Int) pagine!: number;
  @Field(() => Int) totale!: number;
}

/** Shapes only: the rules are recensioneSchema's, enforced by the reviews service. */
@InputType()
export class StelleInput implements Omit<RecensioneInput, 'testo'> {
  @Field(() => Int) descrizione!: number;
  @Field(() => Int) comunicazione!: number;
  @Field(() => Int) spedizione!: number;
  @Field(() => Int) complessivo!: number;
}

@InputType()
export class RecensioneFormInput {
  @Field(() => StelleInput) stelle!: StelleInput;
  @Field(() => String, { nullable: true }) testo?: string | null;
}

@InputType()
export class SegnalazioneRecensioneInput {
  @Field(() => MotivoSegnalazioneEnum) motivo!: MotivoSegnalazioneRecensione;
  @Field(() => String, { nullable: true }) dettagli?: string | null;
  @Field({ description: 'The statement of good faith: true, or the report is refused' }) buonaFede!: boolean;
}
