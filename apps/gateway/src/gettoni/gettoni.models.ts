import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  ACQUISTO_STATI,
  type AcquistoDto,
  type AcquistoStato,
  type CheckoutStartDto,
  MOTIVI_MOVIMENTO,
  type MotivoMovimento,
  type MovimentoDto,
  type PacchettoGettoni as PacchettoGettoniDto,
} from '@ricambiamo/contracts';
import { enumOf } from '../common/enum-of';


export const MotivoMovimentoEnum = enumOf(MOTIVI_MOVIMENTO);
registerEnumType(MotivoMovimentoEnum, { name: 'MotivoMovimento' });

export const AcquistoStatoEnum = enumOf(ACQUISTO_STATI);
registerEnumType(AcquistoStatoEnum, { name: 'AcquistoStato' });

@ObjectType()
export class PacchettoGettoni implements PacchettoGettoniDto {
  @Field(() => ID) id!: string;
  @Field(() => Int) gettoni!: number;
  @Field(() => Int) prezzoCentesimi!: number;
  @Field(() => Int) prezzoPerGettoneCentesimi!: number;
  @Field(() => Int, { description: 'Complete listings the pack publishes at 5 tokens each' }) inserzioni!: number;
  @Field(() => Int, { nullable: true }) risparmioEuro!: number | null;
  @Field() piuPopolare!: boolean;
}

@ObjectType()
export class Movimento implements MovimentoDto {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: 'Positive for credits, negative for debits' }) amount!: number;
  @Field(() => MotivoMovimentoEnum) reason!: MotivoMovimento;
  @Field(() => Int) balanceAfter!: number;
  @Field(() => Date) createdAt!: string;
}

@ObjectType()
export class Acquisto implements AcquistoDto {
  @Field(() => ID) sessionId!: string;
  @Field() packId!: string;
  @Field(() => Int) gettoni!: number;
  @Field(() => Int) prezzoCentesimi!: number;
  @Field(() => AcquistoStatoEnum) status!: AcquistoStato;
  @Field(() => Int, { description: "The seller's balance now" }) saldo!: number;
  @Field(() => Date) createdAt!: string;
}

@ObjectType()
export class CheckoutSession implements CheckoutStartDto {
  @Field(() => ID) sessionId!: string;
  /** Stripe's hosted page, or the development checkout when no Stripe key is configured. */
  @Field() url!: string;
}
