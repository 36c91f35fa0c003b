import { ETICHETTE_MOTIVO_RICHIESTA, MESSAGGI_RICHIESTA, MOTIVI_SEGNALAZIONE_RICHIESTA } from '@ricambiamo/contracts';
import { SegnalaDialogo } from '../../segnalazioni/components/SegnalaDialogo';
import { useSegnalaRichiesta } from '../hooks/useRichieste';

/** A report of a request to the site's operator (docs/rules.md §3.20); once each, and it stays on the board meanwhile. */
export function SegnalaRichiestaDialogo({ richiestaId, onChiudi }: { richiestaId: string; onChiudi: () => void }) {
  const segnala = useSegnalaRichiesta();
  return (
    <SegnalaDialogo
      titolo={MESSAGGI_RICHIESTA.segnala}
      motivi={MOTIVI_SEGNALAZIONE_RICHIESTA}
      etichette={ETICHETTE_MOTIVO_RICHIESTA}
      spiegazione={MESSAGGI_RICHIESTA.spiegazioneSegnalazione}
      inviata={MESSAGGI_RICHIESTA.segnalata}
      errore={MESSAGGI_RICHIESTA.errore}
      invia={(segnalazione) => segnala.mutateAsync({ richiestaId, ...segnalazione })}
      onChiudi={onChiudi}
    />
  );
}
