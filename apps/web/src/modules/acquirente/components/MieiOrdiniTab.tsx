import { useState } from 'react';
import { CampoRicerca } from '../../ui/components/CampoRicerca';
import { useRitardato } from '../../inserzioni/hooks/useRitardato';
import { ElencoOrdini } from '../../ordini/components/ElencoOrdini';
import { OrdineAcquirenteCard } from '../../ordini/components/OrdineAcquirenteCard';
import { completati } from '../../ordini/api/ordine';
import { useMieiOrdini } from '../../ordini/hooks/useMieiOrdini';
import { RecensioneOrdine } from '../../recensioni/components/RecensioneOrdine';
import { useRecensioniOrdini } from '../../recensioni/hooks/useRecensioni';
import { OrdiniVuoti } from './OrdiniVuoti';

/** docs/rules.md §3 buyer dashboard, I miei Ordini: searchable by seller, parts and order code. */
export function MieiOrdiniTab() {
  const [testo, setTesto] = useState('');
  const ricerca = useRitardato(testo.trim());
  const ordini = useMieiOrdini(ricerca);
  const recensioni = useRecensioniOrdini(completati(ordini.data));
  return (
    <div className="space-y-4">
      <CampoRicerca
        valore={testo}
        onCambia={setTesto}
        placeholder="Cerca venditore, ricambio o codice…"
        className="sm:max-w-sm"
      />
      <ElencoOrdini ordini={ordini} ricerca={ricerca} vuoto={<OrdiniVuoti />}>
        {(ordine) => (
          <OrdineAcquirenteCard
            key={ordine.id}
            ordine={ordine}
            recensione={<RecensioneOrdine ordineId={ordine.id} codice={ordine.codice} ruolo="acquirente" stato={recensioni.get(ordine.id)} />}
          />
        )}
      </ElencoOrdini>
    </div>
  );
}
