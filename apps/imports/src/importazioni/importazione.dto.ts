import type {
  AvanzamentoDto,
  ConteggiAnteprimaDto,
  ErroreRigaDto,
  EsitoAnteprima,
  ImportazioneDto,
  RigaImportazioneDto,
  RisultatoRiga,
  StatoImportazione,
} from '@ricambiamo/contracts';
import type { Importazione, RigaImportazione } from '../generated/prisma/client';

type Riga = Omit<RigaImportazione, 'celle' | 'dati' | 'richiesta'>;

/** The report's text for a row: why it failed, or the errors the preview found in it. */
export const messaggioRiga = (messaggio: string | null, errori: readonly ErroreRigaDto[]) =>
  messaggio ?? errori.map((e) => (e.colonna ? `${e.colonna}: ${e.messaggio}` : e.messaggio)).join('; ');

export function conteggiAnteprima(righe: readonly Pick<Riga, 'esito'>[]): ConteggiAnteprimaDto {
  const conta = (esito: EsitoAnteprima) => righe.filter((r) => r.esito === esito).length;
  return { nuove: conta('nuova'), modificate: conta('modificata'), invariate: conta('invariata'), rimosse: conta('rimossa'), errori: conta('errore') };
}

export function avanzamento(righe: readonly Pick<Riga, 'risultato'>[]): AvanzamentoDto {
  const conta = (risultato: RisultatoRiga) => righe.filter((r) => r.risultato === risultato).length;
  return {
    totale: righe.length,
    fatte: righe.length - conta('da_fare'),
    create: conta('creata'),
    aggiornate: conta('aggiornata'),
    rimosse: conta('rimossa'),
    fallite: conta('non_riuscita'),
  };
}

export const toRigaDto = (r: Riga): RigaImportazioneDto => ({
  riga: r.riga,
  codiceInterno: r.codiceInterno,
  titolo: r.titolo,
  esito: r.esito as EsitoAnteprima,
  campi: r.campi,
  errori: r.errori as unknown as ErroreRigaDto[],
  risultato: r.risultato as RisultatoRiga,
  messaggio: r.messaggio,
  autoId: r.autoId,
});

/** The import with its counts; its rows are read a page at a time (toRigaDto). */
export function toImportazioneDto(importazione: Importazione, righe: readonly Pick<Riga, 'esito' | 'risultato'>[]): ImportazioneDto {
  return {
    id: importazione.id,
    stato: importazione.stato as StatoImportazione,
    nomeFile: importazione.nomeFile,
    conFoto: importazione.conFoto,
    rimuovi: importazione.rimuovi,
    creataIl: importazione.creataIl.toISOString(),
    conclusaIl: importazione.conclusaIl?.toISOString() ?? null,
    anteprima: conteggiAnteprima(righe),
    costoGettoni: importazione.costoGettoni,
    avanzamento: avanzamento(righe),
    messaggio: importazione.messaggio,
  };
}
