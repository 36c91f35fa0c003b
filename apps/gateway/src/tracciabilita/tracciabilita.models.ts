import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import type { DatiCommercianteDto, TracciabilitaDto, TracciabilitaInput, VenditoreOperatoreDto } from '@ricambiamo/contracts';

@ObjectType({ description: 'A seller\'s "Dati per la vendita" (art. 30 DSA) as given so far, and where they stand' })
export class DatiVendita implements TracciabilitaDto {
  @Field(() => String, { nullable: true }) ragioneSociale!: string | null;
  @Field(() => String, { nullable: true }) partitaIva!: string | null;
  @Field(() => String, { nullable: true }) rea!: string | null;
  @Field(() => String, { nullable: true }) provinciaCciaa!: string | null;
  @Field(() => String, { nullable: true }) sedeLegale!: string | null;
  @Field(() => String, { nullable: true }) telefono!: string | null;
  @Field({ description: "The account's e-mail, shown to buyers" }) email!: string;
  @Field(() => String, { nullable: true }) iban!: string | null;
  @Field(() => String, { nullable: true }) intestatarioIban!: string | null;
  @Field(() => String, { nullable: true }) autorizzazioneCentro!: string | null;
  @Field(() => String, { nullable: true }) rentri!: string | null;
  @Field() autocertificazione!: boolean;
  @Field({ description: 'Every datum given: the seller may publish' }) completa!: boolean;
  @Field(() => Date, { nullable: true, description: 'When the operator checked them' }) verificatoIl!: string | null;
}

@ObjectType({ description: 'What art. 30(7) DSA has buyers shown of a trader' })
export class DatiCommerciante implements DatiCommercianteDto {
  @Field() ragioneSociale!: string;
  @Field() partitaIva!: string;
  @Field() rea!: string;
  @Field() provinciaCciaa!: string;
  @Field() sedeLegale!: string;
  @Field() telefono!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) autorizzazioneCentro!: string | null;
  @Field(() => String, { nullable: true }) rentri!: string | null;
  @Field({ description: '"Venditore verificato"' }) verificato!: boolean;
}

@ObjectType({ description: 'A seller as the console lists them' })
export class VenditoreOperatore implements VenditoreOperatoreDto {
  @Field(() => ID) id!: string;
  @Field() nome!: string;
  @Field(() => String, { nullable: true }) nomeAttivita!: string | null;
  @Field() email!: string;
  @Field(() => Date) createdAt!: string;
  @Field(() => DatiVendita) tracciabilita!: TracciabilitaDto;
  @Field() sospeso!: boolean;
}

/** Input shape only: the rules live in tracciabilitaSchema, enforced by identity. */
@InputType()
export class DatiVenditaInput implements Omit<TracciabilitaInput, 'autocertificazione'> {
  @Field() ragioneSociale!: string;
  @Field() partitaIva!: string;
  @Field() rea!: string;
  @Field(() => String) provinciaCciaa!: TracciabilitaInput['provinciaCciaa'];
  @Field() sedeLegale!: string;
  @Field() telefono!: string;
  @Field(() => String, { nullable: true }) iban?: string | null;
  @Field() intestatarioIban!: string;
  @Field(() => String, { nullable: true }) autorizzazioneCentro?: string | null;
  @Field(() => String, { nullable: true }) rentri?: string | null;
  @Field({ description: 'The self-certification: true, or the data are refused' }) autocertificazione!: boolean;
}
