import type { AzioneProvvedimento, EsitoRicorso, Fondamento } from '@ricambiamo/contracts';
import { ETICHETTE_ESITO_RICORSO, ETICHETTE_FONDAMENTO, MEZZI_AUTOMATIZZATI, PROVVEDIMENTO_AZIONE } from '@ricambiamo/contracts';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';

export interface MotivazioneDati {
  azione: AzioneProvvedimento;
  titolo: string;
  fatti: string;
  fondamento: Fondamento;
  sospesoFino: string | null;
  createdAt: string;
  ricorso: { testo: string; createdAt: string; esito: EsitoRicorso | null; motivazione: string | null; decisoIl: string | null } | null;
}

function Voce({ etichetta, children }: { etichetta: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="font-medium text-slate-500">{etichetta}</dt>
      <dd className="whitespace-pre-line wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * A statement of reasons as art. 17(3) DSA lists it: what was done, the facts, the ground, whether automated means
 * were used; and the appeal with its outcome, once there is one. The same for the user it affects and the operator.
 */
export function Motivazione({ provvedimento: p }: { provvedimento: MotivazioneDati }) {
  return (
    <dl className="space-y-3 text-sm">
      <Voce etichetta="Contenuto">{p.titolo}</Voce>
      <Voce etichetta="Data della decisione">{formattaDataOra(p.createdAt)}</Voce>
      <Voce etichetta="Che cosa abbiamo fatto">{PROVVEDIMENTO_AZIONE[p.azione]}</Voce>
      {p.azione === 'sospendi_venditore' && (
        <Voce etichetta="Durata">{p.sospesoFino ? `Fino al ${formattaDataOra(p.sospesoFino)}` : 'Fino a nuovo avviso'}</Voce>
      )}
      <Voce etichetta="Fatti e circostanze">{p.fatti}</Voce>
      <Voce etichetta="Fondamento">{ETICHETTE_FONDAMENTO[p.fondamento]}</Voce>
      <Voce etichetta="Mezzi automatizzati">{MEZZI_AUTOMATIZZATI}</Voce>
      {p.ricorso && (
        <>
          <Voce etichetta="Ricorso">{`${p.ricorso.testo}\n(${formattaDataOra(p.ricorso.createdAt)})`}</Voce>
          <Voce etichetta="Esito del ricorso">
            {p.ricorso.esito ? `${ETICHETTE_ESITO_RICORSO[p.ricorso.esito]}. ${p.ricorso.motivazione ?? ''}` : ETICHETTE_ESITO_RICORSO['in-esame']}
          </Voce>
        </>
      )}
    </dl>
  );
}
