import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type {
  AvanzamentoDto,
  ConteggiAnteprimaDto,
  ErroreRigaDto,
  EsitoAnteprima,
  ImportazioneDto,
  PaginaRigheDto,
  RigaImportazioneDto,
  RisultatoRiga,
  StatoImportazione,
} from '@ricambiamo/contracts';

@ObjectType({ description: "A problem of the sheet: the spreadsheet's row number (the header is 1) and the column's header" })
export class ErroreRigaImportazione implements ErroreRigaDto {
  @Field(() => Int) riga!: number;
  @Field(() => String, { nullable: true }) colonna!: string | null;
  @Field() messaggio!: string;
}

@ObjectType({ description: 'A row of the sheet, or a car of the stock the import removes' })
export class RigaImportazione implements RigaImportazioneDto {
  @Field(() => Int) riga!: number;
  @Field(() => String, { nullable: true }) codiceInterno!: string | null;
  @Field() titolo!: string;
  @Field(() => String, { description: 'ESITI_ANTEPRIMA: nuova, modificata, invariata, rimossa, errore' }) esito!: EsitoAnteprima;
  @Field(() => [String], { description: 'For a changed car, the columns that change' }) campi!: string[];
  @Field(() => [ErroreRigaImportazione]) errori!: ErroreRigaImportazione[];
  @Field(() => String, { description: 'RISULTATI_RIGA: da_fare, creata, aggiornata, invariata, rimossa, non_riuscita' })
  risultato!: RisultatoRiga;
  @Field(() => String, { nullable: true }) messaggio!: string | null;
  @Field(() => ID, { nullable: true }) autoId!: string | null;
}

@ObjectType()
export class ConteggiAnteprima implements ConteggiAnteprimaDto {
  @Field(() => Int) nuove!: number;
  @Field(() => Int) modificate!: number;
  @Field(() => Int) invariate!: number;
  @Field(() => Int) rimosse!: number;
  @Field(() => Int) errori!: number;
}

@ObjectType()
export class AvanzamentoImportazione implements AvanzamentoDto {
  @Field(() => Int) totale!: number;
  @Field(() => Int) fatte!: number;
  @Field(() => Int) create!: number;
  @Field(() => Int) aggiornate!: number;
  @Field(() => Int) rimosse!: number;
  @Field(() => Int) fallite!: number;
}

@ObjectType({ description: "A bulk import of the seller's stock, from its analysis to its end" })
export class Importazione implements ImportazioneDto {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'STATI_IMPORTAZIONE: in_analisi, anteprima, in_corso, completata, fallita, annullata' })
  stato!: StatoImportazione;
  @Field() nomeFile!: string;
  @Field() conFoto!: boolean;
  @Field() rimuovi!: boolean;
  @Field() creataIl!: string;
  @Field(() => String, { nullable: true }) conclusaIl!: string | null;
  @Field(() => ConteggiAnteprima) anteprima!: ConteggiAnteprima;
  @Field(() => Int, { description: '5 per new car, 1 per changed car' }) costoGettoni!: number;
  @Field(() => Int, { description: "The seller's balance now" }) saldoGettoni!: number;
  @Field(() => AvanzamentoImportazione) avanzamento!: AvanzamentoImportazione;
  @Field(() => String, { nullable: true }) messaggio!: string | null;
}

@ObjectType({ description: 'A page of the rows, in the order of the sheet' })
export class PaginaRigheImportazione implements PaginaRigheDto {
  @Field(() => [RigaImportazione]) righe!: RigaImportazione[];
  @Field({ description: 'Whether rows of the filter come after this page' }) altre!: boolean;
}
