import { Field, InputType } from '@nestjs/graphql';
import type { ProfiloAcquirenteInput } from '@ricambiamo/contracts';

@InputType()
export class OfficinaInput {
  @Field() ragioneSociale!: string;
  @Field() partitaIva!: string;
  @Field() registro!: string;
}

/** Shape only: the rules live in profiloAcquirenteSchema and are enforced by identity. */
@InputType()
export class BuyerProfileInput implements ProfiloAcquirenteInput {
  @Field() nome!: string;
  @Field(() => String, { nullable: true }) telefono?: string | null;
  @Field(() => String, { nullable: true }) indirizzo?: string | null;
  @Field(() => String, { nullable: true }) citta?: string | null;
  @Field(() => String, { nullable: true }) cap?: string | null;
  @Field(() => String, { nullable: true }) provincia?: string | null;
  @Field(() => OfficinaInput, { nullable: true, description: 'Absent keeps the declaration, null withdraws it' })
  officina?: OfficinaInput | null;
}
