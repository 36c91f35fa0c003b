export {
  CAMPI_RICAMBIO,
  COLONNE,
  COLONNE_AUTO,
  COLONNE_FOTO,
  colonnaDi,
  colonnaRicambio,
  type CampoAuto,
  type CampoRicambio,
} from './colonne';
export { FoglioNonValidoError, leggiFoglio, type FoglioLetto, type MotivoFoglioNonValido, type RigaFoglio } from './lettura';
export {
  interpretaRiga,
  type FotoRiga,
  type InserzioneImportata,
  type RicambioImportato,
  type RigaConErrori,
  type RigaInterpretata,
  type RigaValida,
} from './riga';
export {
  anteprima,
  type Anteprima,
  type DatiAnteprima,
  type FotoAnteprima,
  type ModificaImportata,
  type RigaAnteprima,
} from './anteprima';
export { righeDaScorta, scriviCsv, scriviXlsx } from './scrittura';
export { FOGLIO_AUTO, FOGLIO_ISTRUZIONI, modelloCsv, modelloXlsx, RIGA_ESEMPIO } from './modello';
export { scortaCompleta } from './scorta';
