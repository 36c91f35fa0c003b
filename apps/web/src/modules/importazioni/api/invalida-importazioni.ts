import type { QueryClient } from '@tanstack/react-query';
import { importazioniKeys } from './importazioni.keys';

/**
 * The imports service moved one of the seller's imports on (analysed, a batch of rows applied, ended): the import page
 * reads it again. What the rows change (listings, tokens) is read again when the import ends (useImportazioneCorrente).
 */
export const invalidaImportazioni = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: importazioniKeys.tutti });
