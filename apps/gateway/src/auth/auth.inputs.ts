import { Field, InputType } from '@nestjs/graphql';
import type { LoginInput as LoginShape, RegistrazioneInput, RuoloRegistrazione } from '@ricambiamo/contracts';
import { RuoloRegistrazioneEnum } from '../utenti/utenti.models';

/** Input shapes only: the rules live in the shared zod schemas and are enforced by identity. */
@InputType()
export class RegisterInput implements RegistrazioneInput {
  @Field() nome!: string;
  @Field() email!: string;
  @Field() password!: string;
  @Field() confermaPassword!: string;
  @Field(() => RuoloRegistrazioneEnum, { nullable: true, defaultValue: 'acquirente' }) ruolo?: RuoloRegistrazione | null;
}

@InputType()
export class LoginInput implements LoginShape {
  @Field() email!: string;
  @Field() password!: string;
  @Field(() => Boolean, { nullable: true, defaultValue: false }) ricordami?: boolean | null;
}

@InputType()
export class RequestPasswordResetInput {
  @Field() email!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field() token!: string;
  @Field() password!: string;
  @Field() confermaPassword!: string;
}

@InputType({ description: 'The challenge of accedi with a 6-digit TOTP code or a recovery code' })
export class CodiceSfidaInput {
  @Field() sfida!: string;
  @Field() codice!: string;
}
