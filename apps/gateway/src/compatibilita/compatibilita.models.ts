import { Field, ID, InputType, Int, ObjectType, OmitType, registerEnumType } from '@nestjs/graphql';
import type {
  ChiediVerificaInput,
  Compatibilita,
  CompatibilitaRicambioDto,
  CompatibileAncheConDto,
  EsitoVerifica,
  LivelloCompatibilita,
  RispondiVerificaInput,
  VerificaDto,
} from '@ricambiamo/contracts';
import { ESITI_VERIFICA, LIVELLI_COMPATIBILITA } from '@ricambiamo/contracts';
import { enumOf } from '../common/enum-of';
import { NuovoVeicoloInput } from '../garage/garage.models';

export const LivelloCompatibilitaEnum = enumOf(LIVELLI_COMPATIBILITA);
registerEnumType(LivelloCompatibilitaEnum, { name: 'LivelloCompatibilita', description: 'LIVELLI_COMPATIBILITA (docs/rules.md §3.14)' });
export const EsitoVerificaEnum = enumOf(ESITI_VERIFICA);
registerEnumType(EsitoVerificaEnum, { name: 'EsitoVerifica' });

@ObjectType({ description: 'A fit badge: its level and, always, its reason in plain Italian' })
export class CompatibilitaBadge implements Compatibilita {
  @Field(() => LivelloCompatibilitaEnum) livello!: LivelloCompatibilita;
  @Field() motivo!: string;
}

@ObjectType({ description: '"Compatibile anche con": one model of the cross-reference' })
export class CompatibileAncheCon implements CompatibileAncheConDto {
  @Field() marca!: string;
  @Field() modello!: string;
  @Field(() => Int) annoDa!: number;
  @Field(() => Int) annoA!: number;
  @Field(() => Int, { description: 'Cars on sale, or vehicles a seller confirmed' }) quanti!: number;
  @Field({ description: "Known from sellers' answers to checks" }) confermato!: boolean;
}

@ObjectType({ description: '"Chiedi verifica compatibilità": a buyer asks, the seller answers once' })
export class VerificaCompatibilita implements VerificaDto {
  @Field(() => ID) id!: string;
  @Field(() => ID) ricambioId!: string;
  @Field(() => ID) autoId!: string;
  @Field() nomeRicambio!: string;
  @Field() titoloAuto!: string;
  @Field({ description: 'The vehicle asked about, without its VIN or plate' }) veicolo!: string;
  @Field(() => String, { nullable: true, description: 'The VIN or plate, for the seller only' }) telaioOTarga!: string | null;
  @Field() domanda!: string;
  @Field(() => EsitoVerificaEnum, { nullable: true }) esito!: EsitoVerifica | null;
  @Field(() => String, { nullable: true }) nota!: string | null;
  @Field(() => Date) createdAt!: string;
  @Field(() => Date, { nullable: true }) rispostaIl!: string | null;
}

@ObjectType()
export class CompatibilitaRicambio implements CompatibilitaRicambioDto {
  @Field(() => ID) ricambioId!: string;
  @Field(() => CompatibilitaBadge, { nullable: true, description: 'Null without a vehicle' }) compatibilita!: Compatibilita | null;
  @Field(() => [CompatibileAncheCon]) ancheCon!: CompatibileAncheConDto[];
  @Field(() => VerificaCompatibilita, { nullable: true, description: "The buyer's own latest check of this part" })
  verifica!: VerificaDto | null;
}

/** The garage's vehicle without its VIN. Shape only: the rules are veicoloCompatibilitaSchema's, enforced by catalogue. */
@InputType({ description: "The buyer's vehicle, from the garage or, for a visitor, from the browser" })
export class VeicoloCompatibilitaInput extends OmitType(NuovoVeicoloInput, ['numeroTelaio', 'attivo'] as const, InputType) {}

@InputType()
export class ChiediVerificaCompatibilitaInput implements ChiediVerificaInput {
  @Field(() => ID) ricambioId!: string;
  @Field(() => VeicoloCompatibilitaInput) veicolo!: VeicoloCompatibilitaInput;
  @Field({ description: 'VIN or plate' }) telaioOTarga!: string;
  @Field() domanda!: string;
}

@InputType()
export class RispondiVerificaCompatibilitaInput implements RispondiVerificaInput {
  @Field(() => ID) verificaId!: string;
  @Field(() => EsitoVerificaEnum) esito!: EsitoVerifica;
  @Field(() => String, { nullable: true }) nota?: string | null;
}
