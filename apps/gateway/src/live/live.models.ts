import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ARGOMENTI_LIVE, type ArgomentoLive, type LiveHint } from '@ricambiamo/contracts';
import { enumOf } from '../common/enum-of';

export const ArgomentoLiveEnum = enumOf(ARGOMENTI_LIVE);
registerEnumType(ArgomentoLiveEnum, { name: 'ArgomentoLive', description: "What changed for the user: its orders or its notifications" });

@ObjectType({ description: 'A hint to refetch what the client shows of one kind; it never carries the data itself' })
export class AggiornamentoLive implements LiveHint {
  @Field(() => ArgomentoLiveEnum) argomento!: ArgomentoLive;
}
