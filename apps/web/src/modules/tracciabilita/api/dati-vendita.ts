import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from '../../../graphql';
import { graphql } from '../../../graphql';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';

export const DatiVenditaFragment = graphql(`
  fragment DatiVenditaCampi on DatiVendita {
    ragioneSociale
    partitaIva
    rea
    provinciaCciaa
    sedeLegale
    telefono
    email
    iban
    intestatarioIban
    autorizzazioneCentro
    rentri
    autocertificazione
    completa
    verificatoIl
  }
`);
export type DatiVendita = ResultOf<typeof DatiVenditaFragment>;

export const DatiVenditaQuery = graphql(
  `
    query DatiVendita {
      datiVendita {
        ...DatiVenditaCampi
      }
    }
  `,
  [DatiVenditaFragment],
);

export const SalvaDatiVenditaMutation = graphql(
  `
    mutation SalvaDatiVendita($input: DatiVenditaInput!) {
      salvaDatiVendita(input: $input) {
        ...DatiVenditaCampi
      }
    }
  `,
  [DatiVenditaFragment],
);

export const DATI_VENDITA = ['venditore', 'dati-vendita'] as const;

/** The signed-in seller's traceability: whether they may publish, and what they gave. */
export function useDatiVendita() {
  const client = useGraphqlClient();
  return useQuery({ queryKey: DATI_VENDITA, queryFn: async () => (await client.request(DatiVenditaQuery, {})).datiVendita });
}
