import { Field, ID, InputType, Int } from '@nestjs/graphql';
import type { Carburante, GradoCondizione, InserzioneInput, ModificaInserzioneInput, SearchListingsRequest } from '@ricambiamo/contracts';
import { CarburanteEnum, GradoCondizioneEnum } from './catalogo.models';

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
}

@InputType()
export class RicambioModificaInput extends RicambioInput {
  @Field(() => ID, { nullable: true, description: 'Existing part; absent for a part added now' }) id?: string | null;
}

@InputType()
export class CreateListingInput implements InserzioneInput {
  @Field() marca!: string;
  @Field() modello!: string;
  @Field(() => Int) anno!: number;
  @Field(() => Int) km!: number;
  @Field(() => Int) cv!: number;
  @Field(() => Int) kw!: number;
  @Field(() => Int) cilindrata!: number;
  @Field(() => CarburanteEnum) carburante!: Carburante;
  @Field(() => String, { nullable: true }) numeroTelaio?: string | null;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => [String]) immagini!: string[];
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
  @Field(() => Int, { nullable: true, defaultValue: 1 }) page?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 12 }) pageSize?: number | null;
}
