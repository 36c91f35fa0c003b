import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import type { AddVeicoloRequest, Carburante, UpdateVeicoloRequest, VeicoloDto } from '@ricambiamo/contracts';
import { CarburanteEnum } from '../catalogo/catalogo.models';

@ObjectType({ description: "A vehicle of the buyer's garage (docs/rules.md §3.6)" })
export class Veicolo implements VeicoloDto {
  @Field(() => ID) id!: string;
  @Field() marca!: string;
  @Field() modello!: string;
  @Field(() => Int) anno!: number;
  @Field(() => CarburanteEnum) carburante!: Carburante;
  @Field(() => Int, { description: 'cc' }) cilindrata!: number;
  @Field(() => Int) kw!: number;
  @Field(() => String, { nullable: true, description: 'Upper-cased, as typed' }) codiceMotore!: string | null;
  @Field(() => String, { nullable: true, description: "The buyer's own VIN, shown to them alone" }) numeroTelaio!: string | null;
  @Field({ description: 'Exactly one vehicle of a garage that has any' }) attivo!: boolean;
  @Field(() => Date) creatoIl!: string;
  @Field(() => String, { nullable: true, description: "The VIN's maker, decoded offline; null without a VIN or for an unknown maker" })
  vinMarca!: string | null;
  @Field(() => [String], { description: 'Where the VIN disagrees with marca or anno, in Italian' }) avvisiVin!: string[];
}

/** Shape only: the rules live in veicoloSchema (the listing form's fields) and are enforced by identity. */
@InputType()
export class NuovoVeicoloInput implements AddVeicoloRequest {
  @Field() marca!: string;
  @Field() modello!: string;
  @Field(() => Int) anno!: number;
  @Field(() => CarburanteEnum) carburante!: Carburante;
  @Field(() => Int) cilindrata!: number;
  @Field(() => Int) kw!: number;
  @Field(() => String, { nullable: true }) codiceMotore?: string | null;
  @Field(() => String, { nullable: true }) numeroTelaio?: string | null;
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Makes it the active vehicle; the first one is active anyway' })
  attivo?: boolean | null;
}

@InputType()
export class ModificaVeicoloInput implements UpdateVeicoloRequest {
  @Field(() => ID) veicoloId!: string;
  @Field() marca!: string;
  @Field() modello!: string;
  @Field(() => Int) anno!: number;
  @Field(() => CarburanteEnum) carburante!: Carburante;
  @Field(() => Int) cilindrata!: number;
  @Field(() => Int) kw!: number;
  @Field(() => String, { nullable: true }) codiceMotore?: string | null;
  @Field(() => String, { nullable: true }) numeroTelaio?: string | null;
}
