import { Field, ObjectType } from '@nestjs/graphql';
import { User } from '../utenti/utenti.models';

@ObjectType()
export class AuthPayload {
  /** Short-lived; the browser keeps it in memory and renews it through the refresh cookie. */
  @Field() accessToken!: string;
  @Field(() => User) user!: User;
}
