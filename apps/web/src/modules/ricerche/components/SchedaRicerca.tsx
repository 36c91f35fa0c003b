import { ETICHETTE_FREQUENZA, FREQUENZE_AVVISO, MESSAGGI, type FrequenzaAvviso } from '@ricambiamo/contracts';
import { ExternalLink, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/browser/avvisi';
import { formattaData } from '../../../lib/format/formatta-data';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { urlMiniaturaAuto } from '../../catalogo/api/immagini-auto';
import { FotoAuto, FotoSegnaposto } from '../../catalogo/components/FotoSegnaposto';
import { Button } from '../../ui/components/Button';
import { LinkPulsante } from '../../ui/components/LinkPulsante';
import { indirizzoRicerca, riepilogoFiltri } from '../api/filtri-salvati';
import type { RicercaSalvata } from '../api/ricerca-salvata.fragment';
import { TESTI_RICERCHE } from '../api/testi';
import { useEliminaRicerca, useModificaRicerca } from '../hooks/useRicerche';
import { ConfermaEliminaRicerca } from './ConfermaEliminaRicerca';
import { RinominaRicercaDialogo } from './RinominaRicercaDialogo';

const T = TESTI_RICERCHE;

/** One saved search: what it looks for, how it alerts, paused or not, and the cars it found last. */
export function SchedaRicerca({ ricerca }: { ricerca: RicercaSalvata }) {
  const id = useId();
  const modifica = useModificaRicerca();
  const elimina = useEliminaRicerca();
  // One dialog at a time: renaming or confirming the deletion.
  const [dialogo, setDialogo] = useState<'rinomina' | 'elimina' | null>(null);
  const inAttesa = modifica.isPending || elimina.isPending;

  const cambia = async (cambio: { frequenza: FrequenzaAvviso } | { attiva: boolean }, riuscito: string) => {
    try {
      await modifica.mutateAsync({ ricercaId: ricerca.id, ...cambio });
      toast.success(riuscito);
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI.generico));
    }
  };

  const eliminaRicerca = async () => {
    try {
      await elimina.mutateAsync(ricerca.id);
      toast.success(T.eliminata);
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI.generico));
      setDialogo(null);
    }
  };

  return (
    <li aria-labelledby={`${id}-nome`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`${id}-nome`} className="text-lg font-semibold wrap-anywhere text-slate-900">
              {ricerca.nome}
            </h2>
            {!ricerca.attiva && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{T.inPausa}</span>
            )}
          </div>
          <ul aria-label="Filtri" className="mt-2 flex flex-wrap gap-1.5">
            {riepilogoFiltri(ricerca.filtri).map((voce) => (
              <li key={voce} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium wrap-anywhere text-slate-700">
                {voce}
              </li>
            ))}
          </ul>
        </div>
        <LinkPulsante to={indirizzoRicerca(ricerca.filtri)} icona={ExternalLink} variante="secondary" className="w-full sm:w-auto">
          {T.apri}
        </LinkPulsante>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        <label className="flex w-full items-center gap-2 text-sm text-slate-700 sm:w-auto">
          {T.avvisi}
          <select
            value={ricerca.frequenza}
            disabled={inAttesa}
            onChange={(e) => void cambia({ frequenza: e.target.value as FrequenzaAvviso }, T.frequenzaCambiata)}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          >
            {FREQUENZE_AVVISO.map((frequenza) => (
              <option key={frequenza} value={frequenza}>
                {ETICHETTE_FREQUENZA[frequenza]}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-1 flex-wrap justify-end gap-2">
          {ricerca.attiva ? (
            <Button variante="ghost" disabled={inAttesa} onClick={() => void cambia({ attiva: false }, T.messaInPausa)}>
              <Pause aria-hidden className="size-4" />
              {T.pausa}
            </Button>
          ) : (
            <Button variante="ghost" disabled={inAttesa} onClick={() => void cambia({ attiva: true }, T.ripresa)}>
              <Play aria-hidden className="size-4" />
              {T.riprendi}
            </Button>
          )}
          <Button variante="ghost" disabled={inAttesa} onClick={() => setDialogo('rinomina')}>
            <Pencil aria-hidden className="size-4" />
            {T.rinomina}
          </Button>
          <Button variante="ghost" disabled={inAttesa} onClick={() => setDialogo('elimina')} className="hover:bg-red-50 hover:text-red-700">
            <Trash2 aria-hidden className="size-4" />
            {T.elimina}
          </Button>
        </div>
      </div>

      <section aria-labelledby={`${id}-ultime`} className="mt-4">
        <h3 id={`${id}-ultime`} className="text-sm font-semibold text-slate-900">
          {T.ultime}
          {ricerca.totaleCorrispondenze > 0 && <span className="font-normal text-slate-500"> · {T.totale(ricerca.totaleCorrispondenze)}</span>}
        </h3>
        {ricerca.corrispondenze.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">{T.nessunaCorrispondenza}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {ricerca.corrispondenze.map((corrispondenza) => (
              <Corrispondenza key={corrispondenza.autoId} corrispondenza={corrispondenza} />
            ))}
          </ul>
        )}
      </section>

      {dialogo === 'rinomina' && <RinominaRicercaDialogo ricerca={ricerca} onChiudi={() => setDialogo(null)} />}
      {dialogo === 'elimina' && (
        <ConfermaEliminaRicerca
          nome={ricerca.nome}
          inAttesa={elimina.isPending}
          onConferma={() => void eliminaRicerca()}
          onAnnulla={() => setDialogo(null)}
        />
      )}
    </li>
  );
}

function Corrispondenza({ corrispondenza: { autoId, titolo, immagine, trovataIl } }: { corrispondenza: RicercaSalvata['corrispondenze'][number] }) {
  const miniatura = immagine === null ? null : urlMiniaturaAuto(immagine);
  const foto = 'size-12 shrink-0 rounded-lg';
  return (
    <li className="flex items-center gap-3 py-2">
      {miniatura ? (
        <FotoAuto src={miniatura} alt="" loading="lazy" className={`${foto} object-cover`} segnaposto={`${foto} [&>svg]:size-5`} compatto />
      ) : (
        <FotoSegnaposto className={`${foto} [&>svg]:size-5`} compatto />
      )}
      <div className="min-w-0">
        <Link to={`/inserzione/${autoId}`} className="block truncate text-sm font-medium text-brand-700 hover:underline">
          {titolo}
        </Link>
        <time dateTime={trovataIl} className="text-xs text-slate-500">
          {formattaData(trovataIl)}
        </time>
      </div>
    </li>
  );
}
