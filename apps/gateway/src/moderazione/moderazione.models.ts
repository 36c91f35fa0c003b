import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type {
  Azione,
  AzioneProvvedimento,
  CasoDto,
  DecisioneOutput,
  EsitoRicorso,
  Fondamento,
  IstantaneaDto,
  MotivoSegnalazione,
  OggettoModulo,
  OggettoSegnalazione,
  ProvvedimentoDto,
  RicorsoDto,
  SegnalazioneCasoDto,
  StatoCaso,
  VoceRegistroDto,
} from '@ricambiamo/contracts';
import { AZIONI, AZIONI_PROVVEDIMENTO, ESITI_RICORSO, FONDAMENTI, MOTIVI_SEGNALAZIONE, OGGETTI_MODULO, OGGETTI_SEGNALAZIONE, STATI_CASO } from '@ricambiamo/contracts';
import { enumOf } from '../common/enum-of';

export const OggettoSegnalazioneEnum = enumOf(OGGETTI_SEGNALAZIONE);
registerEnumType(OggettoSegnalazioneEnum, { name: 'OggettoSegnalazione', description: 'What a report is about' });
const OggettoModuloEnum = enumOf(OGGETTI_MODULO);
registerEnumType(OggettoModuloEnum, {
  name: 'OggettoModuloSegnalazione',
  description: 'What anyone reports with this form; reviews, conversations and requests are reported to their own services',
});
export const MotivoSegnalazioneEnum = enumOf(MOTIVI_SEGNALAZIONE);
registerEnumType(MotivoSegnalazioneEnum, { name: 'MotivoSegnalazione', description: 'Why, as the report form lists it; diritti asks name and e-mail' });
export const StatoCasoEnum = enumOf(STATI_CASO);
registerEnumType(StatoCasoEnum, { name: 'StatoCaso' });
export const AzioneEnum = enumOf(AZIONI);
registerEnumType(AzioneEnum, { name: 'AzioneModerazione', description: 'What the operator decides about a case; archivia acts on nothing' });
export const AzioneProvvedimentoEnum = enumOf(AZIONI_PROVVEDIMENTO);
registerEnumType(AzioneProvvedimentoEnum, { name: 'AzioneProvvedimento', description: 'What a decision did to the content' });
export const FondamentoEnum = enumOf(FONDAMENTI);
registerEnumType(FondamentoEnum, { name: 'FondamentoDecisione', description: 'The law or clause of the terms a decision rests on' });
export const EsitoRicorsoEnum = enumOf(ESITI_RICORSO);
registerEnumType(EsitoRicorsoEnum, { name: 'EsitoRicorso', description: 'accolto undoes the decision, respinto confirms it' });

@ObjectType()
export class RigaIstantanea {
  @Field() etichetta!: string;
  @Field() valore!: string;
}

@ObjectType({ description: 'The content as it was when first reported; later edits change nothing here' })
export class Istantanea implements IstantaneaDto {
  @Field() titolo!: string;
  @Field(() => [RigaIstantanea]) righe!: RigaIstantanea[];
  @Field(() => String, { nullable: true, description: 'The page the content is on, while it is there; none for a conversation' }) link!: string | null;
}

@ObjectType({ description: 'One report, with its reporter when they gave a name, an e-mail or were signed in' })
export class SegnalazioneCaso implements SegnalazioneCasoDto {
  @Field(() => ID) id!: string;
  @Field(() => MotivoSegnalazioneEnum) motivo!: MotivoSegnalazione;
  @Field() spiegazione!: string;
  @Field(() => String, { nullable: true }) nome!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => ID, { nullable: true }) utenteId!: string | null;
  @Field(() => Date) createdAt!: string;
}

@ObjectType()
export class Ricorso implements RicorsoDto {
  @Field() testo!: string;
  @Field(() => Date) createdAt!: string;
  @Field(() => EsitoRicorsoEnum, { nullable: true }) esito!: EsitoRicorso | null;
  @Field(() => String, { nullable: true }) motivazione!: string | null;
  @Field(() => Date, { nullable: true }) decisoIl!: string | null;
}

@ObjectType({ description: 'A statement of reasons (art. 17 DSA) issued to the user a decision affects' })
export class Provvedimento implements ProvvedimentoDto {
  @Field(() => ID) id!: string;
  @Field(() => ID) casoId!: string;
  @Field(() => AzioneProvvedimentoEnum) azione!: AzioneProvvedimento;
  @Field(() => OggettoSegnalazioneEnum) oggetto!: OggettoSegnalazione;
  @Field(() => ID) oggettoId!: string;
  @Field() titolo!: string;
  @Field() fatti!: string;
  @Field(() => FondamentoEnum) fondamento!: Fondamento;
  @Field({ description: 'Always false: a person decides every case' }) automatizzata!: boolean;
  @Field(() => Date, { nullable: true, description: "A suspension's end; null until further notice, and for the other actions" })
  sospesoFino!: string | null;
  @Field(() => Date) createdAt!: string;
  @Field(() => Ricorso, { nullable: true }) ricorso!: RicorsoDto | null;
  @Field(() => Date) ricorribileFino!: string;
}

@ObjectType()
export class Decisione {
  @Field(() => AzioneEnum) azione!: Azione;
  @Field() fatti!: string;
  @Field(() => FondamentoEnum) fondamento!: Fondamento;
  @Field(() => ID) operatoreId!: string;
  @Field(() => Date) decisoIl!: string;
}

@ObjectType({ description: 'Every report of one content, grouped, with the decision once made' })
export class Caso implements CasoDto {
  @Field(() => ID) id!: string;
  @Field(() => OggettoSegnalazioneEnum) oggetto!: OggettoSegnalazione;
  @Field(() => ID) oggettoId!: string;
  @Field(() => StatoCasoEnum) stato!: StatoCaso;
  @Field(() => Istantanea) istantanea!: IstantaneaDto;
  @Field(() => ID) interessatoId!: string;
  @Field(() => [SegnalazioneCaso]) segnalazioni!: SegnalazioneCasoDto[];
  @Field(() => Date) createdAt!: string;
  @Field(() => Decisione, { nullable: true }) decisione!: CasoDto['decisione'];
  @Field(() => Provvedimento, { nullable: true }) provvedimento!: ProvvedimentoDto | null;
}

@ObjectType({ description: 'One line of the audit log: read only' })
export class VoceRegistro implements VoceRegistroDto {
  @Field(() => ID) id!: string;
  @Field(() => ID) operatoreId!: string;
  @Field() operatore!: string;
  @Field() azione!: string;
  @Field() oggetto!: string;
  @Field() motivazione!: string;
  @Field(() => Date) createdAt!: string;
}

/** Input shapes only: the rules live in segnalazioneSchema and decisioneSchema, enforced by the moderation service. */
@InputType()
export class SegnalazioneInput {
  @Field(() => OggettoModuloEnum) oggetto!: OggettoModulo;
  @Field(() => ID) oggettoId!: string;
  @Field(() => MotivoSegnalazioneEnum) motivo!: MotivoSegnalazione;
  @Field() spiegazione!: string;
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field({ description: 'The statement of good faith: true, or the report is refused' }) buonaFede!: boolean;
}

@InputType()
export class DecisioneCasoInput implements DecisioneOutput {
  @Field(() => ID) casoId!: string;
  @Field(() => AzioneEnum) azione!: Azione;
  @Field() fatti!: string;
  @Field(() => FondamentoEnum) fondamento!: Fondamento;
  @Field(() => Int, { nullable: true, description: 'A suspension in days; null until further notice' }) giorniSospensione?: number | null;
}

@InputType()
export class EsitoRicorsoInput {
  @Field(() => ID) provvedimentoId!: string;
  @Field(() => EsitoRicorsoEnum) esito!: EsitoRicorso;
  @Field() motivazione!: string;
}
