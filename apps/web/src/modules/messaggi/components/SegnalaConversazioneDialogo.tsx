import { ETICHETTE_MOTIVO_CONVERSAZIONE, MESSAGGI_CONVERSAZIONE, MOTIVI_SEGNALAZIONE_CONVERSAZIONE } from '@ricambiamo/contracts';
import { SegnalaDialogo } from '../../segnalazioni/components/SegnalaDialogo';
import { useSegnalaConversazione } from '../hooks/useMessaggi';

/** A report lets the site's operator read the conversation (docs/rules.md §3.18); once per side. */
export function SegnalaConversazioneDialogo({ conversazioneId, onChiudi }: { conversazioneId: string; onChiudi: () => void }) {
  const segnala = useSegnalaConversazione();
  return (
    <SegnalaDialogo
      titolo={MESSAGGI_CONVERSAZIONE.segnala}
      motivi={MOTIVI_SEGNALAZIONE_CONVERSAZIONE}
      etichette={ETICHETTE_MOTIVO_CONVERSAZIONE}
      spiegazione={MESSAGGI_CONVERSAZIONE.spiegazioneSegnalazione}
      inviata={MESSAGGI_CONVERSAZIONE.segnalata}
      errore={MESSAGGI_CONVERSAZIONE.errore}
      invia={(segnalazione) => segnala.mutateAsync({ conversazioneId, ...segnalazione })}
      onChiudi={onChiudi}
    />
  );
}
