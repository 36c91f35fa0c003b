import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { ConversazioneDto, MessaggioDto, MotivoSegnalazioneConversazione, ThreadDto, TipoConversazione } from '@ricambiamo/contracts';
import { MOTIVI_SEGNALAZIONE_CONVERSAZIONE } from '@ricambiamo/contracts';
import { enumOf } from '../common/enum-of';

export const TipoConversazioneEnum = enumOf<TipoConversazione>(['inserzione', 'ordine']);
registerEnumType(TipoConversazioneEnum, { name: 'TipoConversazione' });
export const RuoloConversazioneEnum = enumOf(['acquirente', 'venditore'] as const);
registerEnumType(RuoloConversazioneEnum, { name: 'RuoloConversazione' });
export const MotivoSegnalazioneConversazioneEnum = enumOf(MOTIVI_SEGNALAZIONE_CONVERSAZIONE);
registerEnumType(MotivoSegnalazioneConversazioneEnum, { name: 'MotivoSegnalazioneConversazione' });

@ObjectType()
export class UltimoMessaggio {
  @Field() testo!: string;
  @Field(() => Date) createdAt!: string;
  @Field() mio!: boolean;
}

@ObjectType({ description: "A listing's or an order's conversation, as one of its sides sees it" })
export class Conversazione implements ConversazioneDto {
  @Field(() => ID) id!: string;
  @Field(() => TipoConversazioneEnum) tipo!: TipoConversazione;
  @Field(() => ID, { nullable: true }) autoId!: string | null;
  @Field(() => ID, { nullable: true }) ordineId!: string | null;
  @Field() titolo!: string;
  @Field() interlocutore!: string;
  @Field(() => RuoloConversazioneEnum) ruolo!: 'acquirente' | 'venditore';
  @Field(() => UltimoMessaggio, { nullable: true }) ultimoMessaggio!: ConversazioneDto['ultimoMessaggio'];
  @Field(() => Int) nonLetti!: number;
  @Field({ description: 'Contact details are masked: no order between the two yet' }) mascherata!: boolean;
  @Field() segnalata!: boolean;
}

@ObjectType()
export class Messaggio implements MessaggioDto {
  @Field(() => ID) id!: string;
  @Field() testo!: string;
  @Field(() => Date) createdAt!: string;
  @Field() mio!: boolean;
}

@ObjectType()
export class ThreadConversazione implements ThreadDto {
  @Field(() => Conversazione) conversazione!: ConversazioneDto;
  @Field(() => [Messaggio], { description: 'Oldest first' }) messaggi!: MessaggioDto[];
  @Field({ description: 'Older messages are left' }) altri!: boolean;
}

@InputType()
export class SegnalazioneConversazioneInput {
  @Field(() => MotivoSegnalazioneConversazioneEnum) motivo!: MotivoSegnalazioneConversazione;
  @Field(() => String, { nullable: true }) dettagli?: string | null;
  @Field({ description: 'The statement of good faith: true, or the report is refused' }) buonaFede!: boolean;
}
