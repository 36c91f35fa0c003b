import { ETICHETTE_MOTIVO_SEGNALAZIONE, MESSAGGI_RECENSIONE, MOTIVI_SEGNALAZIONE_RECENSIONE } from '@ricambiamo/contracts';
import { SegnalaDialogo } from '../../segnalazioni/components/SegnalaDialogo';
import { useSegnalaRecensione } from '../hooks/useRecensioni';

/** A report of a review to the site's operator, with its reason; the review stays visible meanwhile. */
export function SegnalaRecensioneDialogo({ recensioneId, onChiudi }: { recensioneId: string; onChiudi: () => void }) {
  const segnala = useSegnalaRecensione();
  return (
    <SegnalaDialogo
      titolo="Segnala la recensione"
      motivi={MOTIVI_SEGNALAZIONE_RECENSIONE}
      etichette={ETICHETTE_MOTIVO_SEGNALAZIONE}
      spiegazione="La segnalazione non nasconde la recensione: la esamina l'amministrazione del sito."
      inviata={MESSAGGI_RECENSIONE.segnalata}
      errore={MESSAGGI_RECENSIONE.errore}
      invia={(segnalazione) => segnala.mutateAsync({ recensioneId, ...segnalazione })}
      onChiudi={onChiudi}
    />
  );
}
