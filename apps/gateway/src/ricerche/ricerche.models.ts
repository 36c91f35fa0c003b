import { Field, ID, InputType, Int, ObjectType, OmitType, registerEnumType } from '@nestjs/graphql';
import type {
  CorrispondenzaDto,
  FiltriRicercaSalvata,
  FiltriRicercaSalvataInput,
  FrequenzaAvviso,
  ModificaRicercaRequest,
  RicercaSalvataDto,
  SalvaRicercaRequest,
} from '@ricambiamo/contracts';
import { FREQUENZE_AVVISO } from '@ricambiamo/contracts';
import { SearchListingsInput, VeicoloCompatibileInput } from '../catalogo/catalogo.inputs';
import { enumOf } from '../common/enum-of';

export const FrequenzaAvvisoEnum = enumOf(FREQUENZE_AVVISO);
registerEnumType(FrequenzaAvvisoEnum, { name: 'FrequenzaAvviso', description: "E-mail each match at once, or in the morning's digest" });

/** The home search's filters, less what only orders or pages its results: what a saved search keeps. */
const SENZA_PAGINE = ['ordinamento', 'page', 'pageSize'] as const;

@InputType({ description: "The home search's filters and words, as cercaAuto takes them without sort nor page" })
export class FiltriRicercaInput extends OmitType(SearchListingsInput, SENZA_PAGINE, InputType) implements FiltriRicercaSalvataInput {}

@ObjectType({ description: 'The vehicle a saved search narrows to with "Solo compatibili"' })
export class VeicoloCompatibile extends OmitType(VeicoloCompatibileInput, [] as const, ObjectType) {}

@ObjectType({ description: 'A saved search\'s filters, as FiltriRicercaInput took them' })
export class FiltriRicerca
  extends OmitType(SearchListingsInput, [...SENZA_PAGINE, 'compatibileCon', 'soloDisponibili'] as const, ObjectType)
  implements FiltriRicercaSalvata
{
  @Field() soloDisponibili!: boolean;
  @Field(() => VeicoloCompatibile, { nullable: true }) compatibileCon?: FiltriRicercaSalvata['compatibileCon'];
}

@ObjectType({ description: 'A car that matched a saved search' })
export class CorrispondenzaRicerca implements CorrispondenzaDto {
  @Field(() => ID) autoId!: string;
  @Field({ description: '"Fiat Panda 2012", as the card names the car' }) titolo!: string;
  @Field(() => String, { nullable: true, description: 'Key of the first photo' }) immagine!: string | null;
  @Field(() => Date) trovataIl!: string;
}

@ObjectType({ description: "A buyer's saved search and its latest matches (docs/rules.md §3.19)" })
export class RicercaSalvata implements RicercaSalvataDto {
  @Field(() => ID) id!: string;
  @Field() nome!: string;
  @Field(() => FiltriRicerca) filtri!: FiltriRicercaSalvata;
  @Field(() => FrequenzaAvvisoEnum) frequenza!: FrequenzaAvviso;
  @Field({ description: 'False while paused: it matches and e-mails nothing' }) attiva!: boolean;
  @Field(() => Date) createdAt!: string;
  @Field(() => [CorrispondenzaRicerca], { description: 'The newest matches, newest first (CORRISPONDENZE_MOSTRATE at most)' })
  corrispondenze!: CorrispondenzaDto[];
  @Field(() => Int, { description: 'All the matches it ever had' }) totaleCorrispondenze!: number;
}

/** Input shapes only: the rules live in salvaRicercaRequest and modificaRicercaRequest, enforced by the demand service. */
@InputType()
export class SalvaRicercaInput implements SalvaRicercaRequest {
  @Field() nome!: string;
  @Field(() => FrequenzaAvvisoEnum, { nullable: true, defaultValue: 'subito' }) frequenza?: FrequenzaAvviso;
  @Field(() => FiltriRicercaInput) filtri!: FiltriRicercaInput;
}

@InputType({ description: 'What is absent stays as it was' })
export class ModificaRicercaInput implements ModificaRicercaRequest {
  @Field(() => ID) ricercaId!: string;
  @Field(() => String, { nullable: true }) nome?: string;
  @Field(() => FrequenzaAvvisoEnum, { nullable: true }) frequenza?: FrequenzaAvviso;
  @Field(() => Boolean, { nullable: true, description: 'False pauses it, true resumes it' }) attiva?: boolean;
}
