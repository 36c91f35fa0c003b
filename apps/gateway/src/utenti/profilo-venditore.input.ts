import { Field, InputType } from '@nestjs/graphql';
import type { ProfiloVenditoreInput } from '@ricambiamo/contracts';

type OrariRichiesta = ProfiloVenditoreInput['orari'];

@InputType()
export class OrarioInput {
  @Field({ description: 'HH:MM' }) apertura!: string;
  @Field({ description: 'HH:MM, after apertura unless chiuso' }) chiusura!: string;
  @Field() chiuso!: boolean;
}

@InputType()
export class OrariInput implements OrariRichiesta {
  @Field(() => OrarioInput) lunedi!: OrarioInput;
  @Field(() => OrarioInput) martedi!: OrarioInput;
  @Field(() => OrarioInput) mercoledi!: OrarioInput;
  @Field(() => OrarioInput) giovedi!: OrarioInput;
  @Field(() => OrarioInput) venerdi!: OrarioInput;
  @Field(() => OrarioInput) sabato!: OrarioInput;
  @Field(() => OrarioInput) domenica!: OrarioInput;
}

/** Shape only: the rules live in profiloVenditoreSchema and are enforced by identity; the image keys come from POST /uploads. */
@InputType()
export class SellerProfileInput implements ProfiloVenditoreInput {
  @Field() nome!: string;
  @Field(() => String, { nullable: true }) telefono?: string | null;
  @Field() nomeAttivita!: string;
  @Field() partitaIva!: string;
  @Field(() => String, { nullable: true, description: 'Spaces and case are normalised; blank removes it' }) iban?: string | null;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => OrariInput) orari!: OrariInput;
  @Field(() => String, { nullable: true }) indirizzo?: string | null;
  @Field(() => String, { nullable: true }) citta?: string | null;
  @Field(() => String, { nullable: true }) cap?: string | null;
  @Field(() => String, { nullable: true, description: 'Two-letter province code, e.g. BO' }) provincia?: string | null;
  @Field(() => String, { nullable: true, description: 'Upload key (store=profile-images&kind=logo); absent keeps, null removes' })
  logoImage?: string | null;
  @Field(() => String, { nullable: true, description: 'Upload key (store=profile-images&kind=banner), JPEG; absent keeps, null removes' })
  bannerImage?: string | null;
}
