import { Field, ObjectType } from '@nestjs/graphql';
import { User } from '../utenti/utenti.models';

@ObjectType()
export class AuthPayload {
  /** Short-lived; the browser keeps it in memory and renews it through the refresh cookie. */
  @Field() accessToken!: string;
  @Field(() => User) user!: User;
}

@ObjectType({ description: "An operator's right password: the challenge of the second factor (docs/rules.md §3.21)" })
export class SfidaSecondoFattore {
  @Field({ description: 'Answered with a code within MINUTI_SFIDA minutes' }) sfida!: string;
  @Field({ description: 'No second factor yet: enrol one first (attivaSecondoFattore)' }) attivazione!: boolean;
}

@ObjectType({ description: 'A session at once, or for an operator the challenge of the second factor' })
export class EsitoAccesso {
  @Field(() => AuthPayload, { nullable: true }) sessione!: AuthPayload | null;
  @Field(() => SfidaSecondoFattore, { nullable: true }) secondoFattore!: SfidaSecondoFattore | null;
}

@ObjectType()
export class AttivazioneSecondoFattore {
  @Field({ description: 'The base32 key, for an app that cannot read the QR code' }) segreto!: string;
  @Field({ description: 'The otpauth:// address the QR code carries' }) uri!: string;
}

@ObjectType()
export class SecondoFattoreAttivato {
  @Field(() => AuthPayload) sessione!: AuthPayload;
  @Field(() => [String], { description: 'Shown once: each lets the operator in once without the app' }) codiciRecupero!: string[];
}
