import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import type { AreaDto, AutoInParcoDto, AutoParcoDto, ModificaAreaInput, NuovaAreaInput } from '@ricambiamo/contracts';

@ObjectType({ description: 'A car of the seller as the yard lists it' })
export class AutoParco implements AutoParcoDto {
  @Field(() => ID) id!: string;
  @Field() marca!: string;
  @Field() modello!: string;
}

@ObjectType({ description: 'An area of the yard map (docs/rules.md §4 parco_aree); positions and sizes in pixels' })
export class AreaParco implements AreaDto {
  @Field(() => ID) id!: string;
  @Field() nome!: string;
  @Field(() => String, { nullable: true }) descrizione!: string | null;
  @Field(() => Int) posizioneX!: number;
  @Field(() => Int) posizioneY!: number;
  @Field(() => Int) larghezza!: number;
  @Field(() => Int) altezza!: number;
  @Field({ description: 'Hex colour from the palette of 8' }) colore!: string;
  @Field(() => Date) createdAt!: string;
  @Field(() => [AutoParco], { description: 'The cars assigned, in the order they were assigned' }) auto!: AutoParco[];
}

@ObjectType({ description: 'Where a car stands: its area, in short' })
export class AreaDiAuto implements NonNullable<AutoInParcoDto['area']> {
  @Field(() => ID) id!: string;
  @Field() nome!: string;
  @Field() colore!: string;
}

@ObjectType({ description: 'A car of the seller with the area it stands in, or none' })
export class AutoInParco extends AutoParco implements AutoInParcoDto {
  @Field(() => AreaDiAuto, { nullable: true }) area!: AreaDiAuto | null;
}

/** Shape only: the rules (minimum 100x100, positions clamped at 0) live in nuovaAreaSchema and are enforced by yard. */
@InputType()
export class NuovaAreaParcoInput implements NuovaAreaInput {
  @Field(() => Int) posizioneX!: number;
  @Field(() => Int) posizioneY!: number;
  @Field(() => Int) larghezza!: number;
  @Field(() => Int) altezza!: number;
}

@InputType()
export class ModificaAreaParcoInput implements ModificaAreaInput {
  @Field(() => ID) areaId!: string;
  @Field() nome!: string;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => String, { description: 'One of the 8 palette colours, e.g. #3B82F6' }) colore!: ModificaAreaInput['colore'];
  @Field(() => Int) larghezza!: number;
  @Field(() => Int) altezza!: number;
}
