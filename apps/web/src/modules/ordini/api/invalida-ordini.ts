import type { QueryClient } from '@tanstack/react-query';
import { catalogoKeys } from '../../catalogo/api/catalogo.keys';
import { ordiniKeys } from './ordini.keys';

/**
 * An order reserves its parts and cancelling one releases them, so every order view and every listing view (parts
 * available, sold parts) is read again after either, whoever made the change.
 */
export const invalidaOrdini = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ordiniKeys.tutti }),
    queryClient.invalidateQueries({ queryKey: catalogoKeys.tutti }),
  ]);
