import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type {
  MotivoChiusuraRichiesta,
  MotivoSegnalazioneRichiesta,
  NomeRicambio,
  Provincia,
  RichiestaDto,
  RichiestaInput,
  RispostaRichiestaDto,
  StatoRichiesta,
} from '@ricambiamo/contracts';
import { MOTIVI_CHIUSURA_RICHIESTA, MOTIVI_SEGNALAZIONE_RICHIESTA, STATI_RICHIESTA } from '@ricambiamo/contracts';
import { enumOf } from '../common/enum-of';

export const StatoRichiestaEnum = enumOf(STATI_RICHIESTA);
registerEnumType(StatoRichiestaEnum, { name: 'StatoRichiesta' });
export const MotivoChiusuraRichiestaEnum = enumOf(MOTIVI_CHIUSURA_RICHIESTA);
registerEnumType(MotivoChiusuraRichiestaEnum, {
  name: 'MotivoChiusuraRichiesta',
  description: 'The buyer ordered through an answer, closed it, or its days ran out',
});
export const TipoRispostaRichiestaEnum = enumOf<RispostaRichiestaDto['tipo']>(['inserzione', 'non_disponibile']);
registerEnumType(TipoRispostaRichiestaEnum, { name: 'TipoRispostaRichiesta' });
export const MotivoSegnalazioneRichiestaEnum = enumOf(MOTIVI_SEGNALAZIONE_RICHIESTA);
registerEnumType(MotivoSegnalazioneRichiestaEnum, { name: 'MotivoSegnalazioneRichiesta' });

@ObjectType({ description: "A yard's answer to a request: one of its parts, as it was when proposed, or that it has none" })
export class RispostaRichiesta implements RispostaRichiestaDto {
  @Field(() => ID) id!: string;
  @Field(() => TipoRispostaRichiestaEnum) tipo!: RispostaRichiestaDto['tipo'];
  @Field(() => ID) venditoreId!: string;
  @Field(() => String, { nullable: true, description: 'With a part: the seller as its listing names it' }) venditore!: string | null;
  @Field(() => ID, { nullable: true }) autoId!: string | null;
  @Field(() => ID, { nullable: true }) ricambioId!: string | null;
  @Field(() => String, { nullable: true }) nomeRicambio!: string | null;
  @Field(() => String, { nullable: true, description: '"Fiat Panda 2012", as the card names the car' }) titolo!: string | null;
  @Field(() => String, { nullable: true, description: "Key of the listing's first photo" }) immagine!: string | null;
  @Field(() => Int, { nullable: true }) prezzoCentesimi!: number | null;
  @Field(() => Int, { nullable: true }) spedizioneCentesimi!: number | null;
  @Field(() => Date) createdAt!: string;
}

@ObjectType({ description: '"Cerco ricambio" (docs/rules.md §3.20): a buyer\'s request, public without the buyer\'s name' })
export class RichiestaRicambio implements RichiestaDto {
  @Field(() => ID) id!: string;
  @Field() marca!: string;
  @Field() modello!: string;
  @Field(() => Int) anno!: number;
  @Field(() => String, { nullable: true }) codiceMotore!: string | null;
  @Field({ description: 'A VIN was given ("Telaio indicato")' }) telaioIndicato!: boolean;
  @Field(() => String, { nullable: true, description: "The VIN, to the request's own buyer only" }) numeroTelaio!: string | null;
  @Field(() => [String], { description: 'Names from CATALOGO_RICAMBI' }) ricambi!: NomeRicambio[];
  @Field(() => String, { nullable: true, description: 'What the buyer looks for, in their words' }) testo!: string | null;
  @Field(() => String, { nullable: true }) codiceOem!: string | null;
  @Field(() => Int, { nullable: true, description: 'The price the buyer has in mind' }) prezzoCentesimi!: number | null;
  @Field(() => String) provincia!: Provincia;
  @Field(() => String, { nullable: true }) citta!: string | null;
  @Field(() => StatoRichiestaEnum) stato!: StatoRichiesta;
  @Field(() => MotivoChiusuraRichiestaEnum, { nullable: true }) motivoChiusura!: MotivoChiusuraRichiesta | null;
  @Field(() => Date) scadeIl!: string;
  @Field(() => Date) createdAt!: string;
  @Field({ description: "The caller's own request" }) mia!: boolean;
  @Field({ description: 'The caller reported it already' }) segnalata!: boolean;
  @Field(() => [RispostaRichiesta], { description: 'Oldest first: those with a part, and the caller\'s own "non disponibile"' })
  risposte!: RispostaRichiestaDto[];
}

/** Input shapes only: the rules live in richiestaSchema, enforced by the demand service. */
@InputType()
export class PubblicaRichiestaInput implements RichiestaInput {
  @Field() marca!: string;
  @Field() modello!: string;
  @Field(() => Int) anno!: number;
  @Field(() => String, { nullable: true }) codiceMotore?: string | null;
  @Field(() => String, { nullable: true }) numeroTelaio?: string | null;
  @Field(() => [String], { nullable: true, defaultValue: [] }) ricambi?: NomeRicambio[];
  @Field(() => String, { nullable: true }) testo?: string | null;
  @Field(() => String, { nullable: true }) codiceOem?: string | null;
  @Field(() => Int, { nullable: true }) prezzoCentesimi?: number | null;
  @Field(() => String) provincia!: Provincia;
  @Field(() => String, { nullable: true }) citta?: string | null;
}

@InputType({ description: 'One of the seller\'s parts (autoId and ricambioId), or nonDisponibile' })
export class RispondiRichiestaInput {
  @Field(() => ID) richiestaId!: string;
  @Field(() => ID, { nullable: true }) autoId?: string | null;
  @Field(() => ID, { nullable: true }) ricambioId?: string | null;
  @Field({ nullable: true, defaultValue: false, description: 'The seller has no such part' }) nonDisponibile?: boolean;
}

@InputType({ description: 'Narrows the requests a seller sees' })
export class FiltriRichiesteInput {
  @Field(() => String, { nullable: true }) marca?: string | null;
  @Field(() => String, { nullable: true, description: 'A name from CATALOGO_RICAMBI' }) ricambio?: NomeRicambio | null;
}

@InputType()
export class SegnalazioneRichiestaInput {
  @Field(() => MotivoSegnalazioneRichiestaEnum) motivo!: MotivoSegnalazioneRichiesta;
  @Field(() => String, { nullable: true }) dettagli?: string | null;
  @Field({ description: 'The statement of good faith: true, or the report is refused' }) buonaFede!: boolean;
}
