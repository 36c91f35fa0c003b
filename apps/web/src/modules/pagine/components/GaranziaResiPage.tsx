import {
  ETICHETTE_MOTIVO_RECESSO,
  ETICHETTE_STATO_ORDINE,
  ETICHETTE_STATO_RECESSO,
  GIORNI_RECESSO,
  MESSAGGI_RECESSO,
  TESTI_SICUREZZA,
} from '@ricambiamo/contracts';
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
        <p>
          {TESTI_SICUREZZA.regola} Vedi{' '}
          <TextLink to="/policies/sales#ricambi-di-sicurezza">{TESTI_SICUREZZA.etichetta}</TextLink>.
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
          <strong>recedere dal contratto entro {GIORNI_RECESSO} giorni dal ricevimento dei ricambi</strong>, per tutti i
          ricambi dell&apos;ordine o solo per alcuni, senza doverne giustificare il motivo (Codice del Consumo, artt. 52 e
          seguenti): tra i motivi da scegliere c&apos;è anche «{ETICHETTE_MOTIVO_RECESSO.ripensamento}».
        </p>
        <p>
          Per recedere usa il pulsante <strong>{MESSAGGI_RECESSO.pulsante}</strong> sul tuo ordine, nella sezione Ordini
          dell&apos;area acquirente (art. 54-bis del Codice del Consumo). Il pulsante compare quando il venditore segna
          l&apos;ordine {ETICHETTE_STATO_ORDINE.completed}, cioè quando i ricambi ti sono stati consegnati, e resta per{' '}
          {GIORNI_RECESSO} giorni. Scegli i ricambi da restituire e il motivo, poi premi «{MESSAGGI_RECESSO.invia}».
        </p>
        <p>Il recesso passa da questi passaggi, che vedi nella cronologia dell&apos;ordine e nelle notifiche:</p>
        <ol className="list-decimal space-y-1 pl-6">
          <li>
            <strong>{ETICHETTE_STATO_RECESSO.richiesto}</strong>: il venditore riceve la tua richiesta.
          </li>
          <li>
            <strong>{ETICHETTE_STATO_RECESSO.accettato}</strong>: il venditore accetta il reso e tu rispedisci i ricambi
            entro {GIORNI_RECESSO} giorni, nelle condizioni in cui li hai ricevuti e senza averli montati in modo da
            danneggiarli.
          </li>
          <li>
            <strong>{ETICHETTE_STATO_RECESSO.ricevuto}</strong>: il venditore conferma di aver ricevuto i ricambi e può
            rimetterli in vendita.
          </li>
          <li>
            <strong>{ETICHETTE_STATO_RECESSO.rimborsato}</strong>: il venditore ti ha rimborsato con bonifico.
          </li>
        </ol>
        <p>
          Il diritto di recesso non spetta a chi compra per la propria attività, come officine e carrozzerie: a chi ha
          dichiarato un&apos;officina nel profilo acquirente il pulsante non compare.
        </p>
      </>
    ),
  },
  {
    id: 'spese-reso',
    titolo: 'Spese di restituzione',
    contenuto: (
      <p>
        <strong>{MESSAGGI_RECESSO.speseRestituzione}</strong> Se hai ricevuto un ricambio diverso da quello ordinato,
        non conforme alla descrizione o guasto entro la garanzia dichiarata, il reso lo paga il venditore.
      </p>
    ),
  },
  {
    id: 'rimborso',
    titolo: 'Rimborso',
    contenuto: (
      <p>
        Il venditore rimborsa con bonifico, sul conto da cui hai pagato, il prezzo dei ricambi resi con le loro spese di
        spedizione originali, entro {GIORNI_RECESSO} giorni dalla comunicazione del recesso. Può attendere di aver
        ricevuto i ricambi, o la prova che li hai spediti, prima di rimborsare (Codice del Consumo, art. 56).
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
