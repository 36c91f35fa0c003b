import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { NotificaDto } from '@ricambiamo/contracts';

@ObjectType({ description: 'A notification of its user (docs/rules.md §4), about an order or the tokens' })
export class Notifica implements NotificaDto {
  @Field(() => ID) id!: string;
  @Field() titolo!: string;
  @Field() messaggio!: string;
  @Field() letta!: boolean;
  @Field(() => Date) createdAt!: string;
  @Field(() => String, { nullable: true, description: 'A path of the web app it is about, such as /venditore/ordini?ordine=<id>' })
  link!: string | null;
}
