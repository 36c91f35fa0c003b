import { GIORNI_RECESSO, MESSAGGI_RECESSO, type StatoRecesso } from '@ricambiamo/contracts';
import { useState } from 'react';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import { Button } from '../../ui/components/Button';
import { TextLink } from '../../ui/components/TextLink';
import type { Ordine } from '../api/ordine';
import { useAncoraAperto } from '../hooks/useAncoraAperto';
import { RecessoDialogo } from './RecessoDialogo';
import { RiepilogoRecesso } from './RiepilogoRecesso';

/** What the buyer does or waits for after each step; who pays the return shipping follows the seller's error. */
const PROSSIMO_PASSO: Record<StatoRecesso, (erroreVenditore: boolean) => string> = {
  richiesto: () => 'Il venditore è stato avvisato: attendi che accetti il reso prima di spedire i ricambi.',
  accettato: (erroreVenditore) =>
    `Rispedisci i ricambi al venditore. ${erroreVenditore ? MESSAGGI_RECESSO.speseAlVenditore : MESSAGGI_RECESSO.speseRestituzione}`,
  ricevuto: () => 'Il venditore ha ricevuto i ricambi: il rimborso arriva con bonifico.',
  rimborsato: () => 'Il venditore ha effettuato il rimborso con bonifico.',
};

/**
 * The consumer's withdrawal (Codice del Consumo art. 54-bis: the "pulsante di recesso" is on the order itself): the
 * button while the window is open, then the withdrawal's progress. The server decides who may withdraw and until when
 * (recessoEntro); the button also goes when the window closes with the page open.
 */
export function RecessoAcquirente({ ordine }: { ordine: Ordine }) {
  const aperto = useAncoraAperto(ordine.recessoEntro);
  const [dialogo, setDialogo] = useState(false);
  if (ordine.recesso) {
    return (
      <RiepilogoRecesso ordine={ordine} recesso={ordine.recesso}>
        <p className="mt-3 text-slate-700">{PROSSIMO_PASSO[ordine.recesso.stato](ordine.recesso.erroreVenditore)}</p>
      </RiepilogoRecesso>
    );
  }
  if (!ordine.recessoEntro || !aperto) return null;
  return (
    <section aria-label="Diritto di recesso" className="rounded-xl border border-slate-200 p-4 text-sm">
      <h4 className="font-semibold text-slate-900">Diritto di recesso</h4>
      <p className="mt-1 text-slate-700">
        Puoi recedere entro il <time dateTime={ordine.recessoEntro}>{formattaDataOra(ordine.recessoEntro)}</time> ({GIORNI_RECESSO}{' '}
        giorni dalla consegna), per tutti i ricambi o solo per alcuni.{' '}
        <TextLink to="/policies/warranty#recesso">Come funziona</TextLink>
      </p>
      <Button variante="secondary" className="mt-3" onClick={() => setDialogo(true)}>
        {MESSAGGI_RECESSO.pulsante}
      </Button>
      {dialogo && <RecessoDialogo ordine={ordine} onChiudi={() => setDialogo(false)} />}
    </section>
  );
}
