import { Field, ID, InputType, Int, PickType } from '@nestjs/graphql';
import {
  CAMPI_AUTO,
  type Carburante,
  type GradoCondizione,
  type InserzioneInput,
  type ModificaInserzioneInput,
  type OrdinamentoRicerca,
  type SearchListingsRequest,
  type VeicoloFiltroCompatibileInput,
} from '@ricambiamo/contracts';
import { AutoDettaglio, CarburanteEnum, GradoCondizioneEnum, OrdinamentoRicercaEnum } from './catalogo.models';

/** Input shapes only: the rules live in the shared zod schemas and are enforced by catalogue. */
@InputType()
export class RicambioInput {
  @Field(() => String) nome!: InserzioneInput['ricambi'][number]['nome'];
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => Int) prezzoCentesimi!: number;
  @Field(() => Int) spedizioneCentesimi!: number;
  @Field(() => GradoCondizioneEnum, { nullable: true }) grado?: GradoCondizione | null;
  @Field(() => Int, { nullable: true, defaultValue: 0 }) garanziaGiorni?: number | null;
  @Field(() => String, { nullable: true }) codiceOem?: string | null;
  @Field(() => String, { nullable: true }) codiceCambio?: string | null;
}

@InputType()
export class RicambioModificaInput extends RicambioInput {
  @Field(() => ID, { nullable: true, description: 'Existing part; absent for a part added now' }) id?: string | null;
}

/** The car's data, description and photos as the listing shows them; the parts and the key are the request's own. */
@InputType()
export class CreateListingInput
  extends PickType(AutoDettaglio, [...CAMPI_AUTO, 'numeroTelaio', 'descrizione', 'immagini'], InputType)
  implements InserzioneInput
{
  @Field(() => [RicambioInput]) ricambi!: RicambioInput[];
  @Field(() => String, {
    nullable: true,
    description: 'One per attempt: a retry with the same key and content returns the first listing, charged once',
  })
  idempotencyKey?: string | null;
}

@InputType()
export class UpdateListingInput implements ModificaInserzioneInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => [String]) immagini!: string[];
  @Field(() => [RicambioModificaInput]) ricambi!: RicambioModificaInput[];
  @Field(() => String, {
    nullable: true,
    description: 'One per attempt: a retry with the same key and content is charged once; other content is refused',
  })
  idempotencyKey?: string | null;
}

/** Shape only: the rules live in veicoloFiltroCompatibileSchema (the garage's fields) and are enforced by catalogue. */
@InputType({ description: 'The buyer\'s vehicle for "Solo compatibili" (docs/rules.md §3.14); no kW nor VIN' })
export class VeicoloCompatibileInput implements VeicoloFiltroCompatibileInput {
  @Field() marca!: string;
  @Field() modello!: string;
  @Field(() => Int) anno!: number;
  @Field(() => CarburanteEnum, { nullable: true }) carburante?: Carburante | null;
  @Field(() => Int, { nullable: true, description: 'cc' }) cilindrata?: number | null;
  @Field(() => String, { nullable: true }) codiceMotore?: string | null;
}

@InputType()
export class SearchListingsInput implements SearchListingsRequest {
  @Field(() => String, { nullable: true }) q?: string | null;
  @Field(() => String, { nullable: true }) marca?: string | null;
  @Field(() => String, { nullable: true }) modello?: string | null;
  @Field(() => CarburanteEnum, { nullable: true }) carburante?: Carburante | null;
  @Field(() => Int, { nullable: true }) annoDa?: number | null;
  @Field(() => Int, { nullable: true }) annoA?: number | null;
  @Field(() => Int, { nullable: true }) kmDa?: number | null;
  @Field(() => Int, { nullable: true }) kmA?: number | null;
  @Field(() => Int, { nullable: true }) cvDa?: number | null;
  @Field(() => Int, { nullable: true }) cvA?: number | null;
  @Field(() => Int, { nullable: true }) kwDa?: number | null;
  @Field(() => Int, { nullable: true }) kwA?: number | null;
  @Field(() => Int, { nullable: true }) cilindrata?: number | null;
  @Field(() => Boolean, { nullable: true, defaultValue: false }) soloDisponibili?: boolean | null;
  @Field(() => VeicoloCompatibileInput, {
    nullable: true,
    description: 'Only the cars that fit this vehicle: Compatibile or Probabilmente compatibile',
  })
  compatibileCon?: VeicoloCompatibileInput | null;
  @Field(() => OrdinamentoRicercaEnum, { nullable: true, defaultValue: 'recenti' }) ordinamento?: OrdinamentoRicerca | null;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) page?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 12 }) pageSize?: number | null;
}
