import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { SicurezzaOperatoreDto } from '@ricambiamo/contracts';

@ObjectType({ description: "The operator's second factor as the console shows it" })
export class SicurezzaOperatore implements SicurezzaOperatoreDto {
  @Field(() => Int) codiciRecuperoRimasti!: number;
}
