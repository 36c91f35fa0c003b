import type { Veicolo } from '@ricambiamo/contracts';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { caricaSchemaVeicolo, iscrivitiVeicoloOspite, type SchemaVeicolo, schemaVeicoloCaricato, testoVeicoloOspite, veicoloDaTesto } from '../api/veicolo-ospite';

export interface StatoVeicoloOspite {
  /** null for none, or one that no longer reads. */
  veicolo: Veicolo | null;
  /** A vehicle is stored and the schema that checks it is on its way. */
  inCaricamento: boolean;
}

/** The visitor's vehicle kept in this browser, followed as it changes here or in another tab. */
export function useVeicoloOspite(): StatoVeicoloOspite {
  // The prerendered page has no browser storage: no vehicle until the app runs in one.
  const testo = useSyncExternalStore(iscrivitiVeicoloOspite, testoVeicoloOspite, () => null);
  // 'assente' when the schema could not be loaded (offline, a new release): the visitor goes on without a vehicle.
  const [schema, setSchema] = useState<SchemaVeicolo | 'assente' | null>(schemaVeicoloCaricato);

  useEffect(() => {
    if (testo === null || schema !== null) return;
    let attuale = true;
    caricaSchemaVeicolo().then(
      (caricato) => attuale && setSchema(caricato),
      () => attuale && setSchema('assente'),
    );
    return () => {
      attuale = false;
    };
  }, [testo, schema]);

  return useMemo(() => {
    if (testo === null || schema === 'assente') return { veicolo: null, inCaricamento: false };
    if (schema === null) return { veicolo: null, inCaricamento: true };
    return { veicolo: veicoloDaTesto(testo, schema), inCaricamento: false };
  }, [testo, schema]);
}
