import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { type Officina as OfficinaDto, type Orari as OrariDto, type Orario as OrarioDto, RUOLI, RUOLI_REGISTRAZIONE, type Ruolo, type UserDto } from '@ricambiamo/contracts';
import { enumOf } from '../common/enum-of';

export const RuoloEnum = enumOf(RUOLI);
registerEnumType(RuoloEnum, { name: 'Ruolo' });
/** The roles one may choose at registration: an operator is made by the operators' command only. */
export const RuoloRegistrazioneEnum = enumOf(RUOLI_REGISTRAZIONE);
registerEnumType(RuoloRegistrazioneEnum, { name: 'RuoloRegistrazione' });

@ObjectType()
export class Orario implements OrarioDto {
  @Field() apertura!: string;
  @Field() chiusura!: string;
  @Field() chiuso!: boolean;
}

@ObjectType()
export class Orari implements OrariDto {
  @Field(() => Orario) lunedi!: Orario;
  @Field(() => Orario) martedi!: Orario;
  @Field(() => Orario) mercoledi!: Orario;
  @Field(() => Orario) giovedi!: Orario;
  @Field(() => Orario) venerdi!: Orario;
  @Field(() => Orario) sabato!: Orario;
  @Field(() => Orario) domenica!: Orario;
}

@ObjectType({ description: 'A buyer declared as a motor-repair business (L. 122/1992): the only buyers of safety parts' })
export class Officina implements OfficinaDto {
  @Field() ragioneSociale!: string;
  @Field() partitaIva!: string;
  @Field({ description: 'Number in the registro delle imprese di autoriparazione, or the REA' }) registro!: string;
}

@ObjectType()
export class User implements UserDto {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field() nome!: string;
  @Field(() => RuoloEnum) ruolo!: Ruolo;
  @Field(() => String, { nullable: true }) telefono!: string | null;
  @Field(() => String, { nullable: true }) indirizzo!: string | null;
  @Field(() => String, { nullable: true }) citta!: string | null;
  @Field(() => String, { nullable: true }) cap!: string | null;
  @Field(() => String, { nullable: true }) provincia!: string | null;
  @Field(() => String, { nullable: true }) nomeAttivita!: string | null;
  @Field(() => String, { nullable: true }) partitaIva!: string | null;
  @Field(() => Orari) orari!: Orari;
  @Field(() => String, { nullable: true }) bannerImage!: string | null;
  @Field(() => String, { nullable: true }) logoImage!: string | null;
  @Field(() => String, { nullable: true }) descrizione!: string | null;
  @Field(() => String, { nullable: true }) iban!: string | null;
  @Field(() => Officina, { nullable: true, description: 'A buyer’s repair-business declaration; null for a consumer' })
  officina!: Officina | null;
  @Field(() => Date) createdAt!: string;
}
