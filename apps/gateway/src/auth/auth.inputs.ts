import { Field, InputType } from '@nestjs/graphql';
import type { LoginInput as LoginShape, RegistrazioneInput, Ruolo } from '@ricambiamo/contracts';
import { RuoloEnum } from '../users/user.models';

/** Input shapes only: the rules live in the shared zod schemas and are enforced by identity. */
@InputType()
export class RegisterInput implements RegistrazioneInput {
  @Field() nome!: string;
  @Field() email!: string;
  @Field() password!: string;
  @Field() confermaPassword!: string;
  @Field(() => RuoloEnum, { defaultValue: 'acquirente' }) ruolo!: Ruolo;
}

@InputType()
export class LoginInput implements LoginShape {
  @Field() email!: string;
  @Field() password!: string;
  @Field({ defaultValue: false }) ricordami!: boolean;
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
