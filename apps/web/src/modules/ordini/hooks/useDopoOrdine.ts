import { useQueryClient } from '@tanstack/react-query';
import { invalidaOrdini } from '../api/invalida-ordini';

export function useDopoOrdine() {
  const queryClient = useQueryClient();
  return () => invalidaOrdini(queryClient);
}
