import { GIORNI_RECESSO } from '@ricambiamo/contracts';
import { TextLink } from '../../ui/components/TextLink';
import { ElencoGradi } from './ElencoGradi';
import { PaginaLegale, type SezioneLegale } from './PaginaLegale';

const sezioni: SezioneLegale[] = [
  {
    id: 'garanzia',
    titolo: 'Garanzia dei ricambi usati',
    contenuto: (
      <>
        <p>
          I ricambi venduti su Ricambiamo sono usati, recuperati da veicoli a fine vita.{' '}
          <strong>Non hanno garanzia, salvo che il venditore ne dichiari una</strong>, per esempio 30 giorni.
        </p>
        <p>
          L&apos;inserzione mostra per ogni ricambio il <strong>grado di condizione</strong> e i{' '}
          <strong>giorni di garanzia</strong> dichiarati dal venditore; “Nessuna garanzia” significa che il ricambio è
          venduto senza garanzia del venditore. La garanzia dichiarata decorre dalla consegna.
        </p>
        <p>
          Restano in ogni caso salvi i diritti che la legge riconosce ai consumatori, compresa la garanzia legale di
          conformità (Codice del Consumo, artt. 128 e seguenti).
        </p>
      </>
    ),
  },
  {
    id: 'gradi',
    titolo: 'Gradi di condizione',
    contenuto: (
      <>
        <p>Il demolitore valuta ogni ricambio con un grado:</p>
        <ElencoGradi />
        <p>Il grado descrive l&apos;aspetto del ricambio; il funzionamento è coperto solo dalla garanzia dichiarata.</p>
      </>
    ),
  },
  {
    id: 'recesso',
    titolo: 'Diritto di recesso',
    contenuto: (
      <>
        <p>
          Se sei un consumatore, cioè compri come privato e non per la tua attività, puoi{' '}
          <strong>
            recedere dall&apos;acquisto entro {GIORNI_RECESSO} giorni dal ricevimento del ricambio
          </strong>
          , per esempio se il ricambio non è quello giusto o non funziona.
        </p>
        <p>
          Per recedere comunica la tua decisione al venditore, indicando il numero dell&apos;ordine, con i contatti del
          suo profilo pubblico. Poi rispedisci il ricambio entro {GIORNI_RECESSO} giorni dalla comunicazione, nelle
          condizioni in cui l&apos;hai ricevuto e senza averlo montato in modo da danneggiarlo.
        </p>
        <p>
          Il diritto di recesso non spetta a chi compra con partita IVA per la propria attività, come officine e
          carrozzerie.
        </p>
      </>
    ),
  },
  {
    id: 'spese-reso',
    titolo: 'Spese di restituzione',
    contenuto: (
      <p>
        <strong>La spedizione del reso è a carico del cliente, salvo che il venditore abbia sbagliato</strong>: se hai
        ricevuto un ricambio diverso da quello ordinato, non conforme alla descrizione o guasto entro la garanzia
        dichiarata, il reso lo paga il venditore.
      </p>
    ),
  },
  {
    id: 'rimborso',
    titolo: 'Rimborso',
    contenuto: (
      <p>
        Il venditore rimborsa con bonifico quanto hai pagato, comprese le spese della spedizione originale, entro{' '}
        {GIORNI_RECESSO} giorni dalla comunicazione del recesso. Può attendere di aver ricevuto il ricambio, o la prova
        che l&apos;hai spedito, prima di rimborsare.
      </p>
    ),
  },
  {
    id: 'assistenza',
    titolo: 'Se non ti rispondono',
    contenuto: (
      <p>
        Se il venditore non risponde a una richiesta di recesso o di garanzia, contattaci con i recapiti in fondo alla
        pagina: verifichiamo l&apos;ordine e, se il venditore viola queste regole o i{' '}
        <TextLink to="/policies/terms">Termini e condizioni</TextLink>, possiamo sospenderne l&apos;account.
      </p>
    ),
  },
];

export function GaranziaResiPage() {
  return (
    <PaginaLegale
      titolo="Garanzia e resi"
      descrizione={`Ricambi usati senza garanzia salvo quella dichiarata dal venditore; recesso entro ${GIORNI_RECESSO} giorni dal ricevimento per i consumatori, reso a carico del cliente salvo errore del venditore.`}
      introduzione={
        <p>
          Cosa copre l&apos;acquisto di un ricambio usato su Ricambiamo e come restituirlo se qualcosa non va.
        </p>
      }
      sezioni={sezioni}
    />
  );
}
