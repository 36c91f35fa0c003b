import { AZIENDA } from '@ricambiamo/contracts';
import { TextLink } from '../../ui/components/TextLink';
import { PaginaLegale, type SezioneLegale } from './PaginaLegale';

/** One entry per service that keeps personal data (docs/architecture.md#data: each service owns its data). */
const datiPerServizio = [
  {
    servizio: 'Account e profilo',
    dati:
      "dati dell'account (e-mail, password conservata solo come hash irreversibile, ruolo), nome, telefono, indirizzo; " +
      "per i venditori anche ragione sociale, partita IVA, IBAN, orari di apertura, descrizione, logo e banner; le " +
      'sessioni di accesso attive (con il tipo di browser usato) e le richieste di reimpostazione della password.',
    perche:
      "per creare e proteggere l'account, farti accedere e mostrare agli acquirenti il profilo pubblico e l'IBAN del " +
      'venditore a cui pagare.',
  },
  {
    servizio: 'Ordini',
    dati:
      "l'ordine (ricambi, prezzi, spese di spedizione, stato e sua cronologia, note), i dati di spedizione (nome, " +
      'indirizzo, telefono, e-mail) e, se indicati, i dati di fatturazione (ragione sociale, partita IVA, codice ' +
      'fiscale, PEC, codice SDI).',
    perche: 'per concludere ed eseguire la vendita tra acquirente e venditore e per gli obblighi fiscali del venditore.',
  },
  {
    servizio: 'Notifiche',
    dati: "le notifiche mostrate nell'area personale e le e-mail inviate (destinatario, oggetto, testo, esito dell'invio).",
    perche: 'per avvisarti di nuovi ordini, cambi di stato e scadenze di pagamento, e per dimostrare che un avviso è partito.',
  },
  {
    servizio: 'Catalogo',
    dati:
      'le inserzioni dei venditori (dati del veicolo, numero di telaio se indicato, descrizione, ricambi) e le foto. ' +
      'Dalle foto caricate rimuoviamo i metadati EXIF, compresa la posizione GPS registrata dal telefono.',
    perche: 'per pubblicare le inserzioni e permettere la ricerca.',
  },
  {
    servizio: 'Gettoni',
    dati:
      'il saldo dei gettoni del venditore, i movimenti e gli acquisti di pacchetti. Il pagamento avviene su Stripe: ' +
      'qui non arrivano né vengono conservati i dati della carta.',
    perche: 'per vendere i pacchetti, addebitare le pubblicazioni e conservare le prove degli acquisti.',
  },
  {
    servizio: 'Parco Macchine',
    dati: 'la mappa del piazzale del venditore: aree, nomi, descrizioni, colori e veicoli assegnati.',
    perche: 'per offrire al venditore la gestione del proprio parco auto; non è visibile agli acquirenti.',
  },
];

const sezioni: SezioneLegale[] = [
  {
    id: 'dati-trattati',
    titolo: 'Quali dati trattiamo e perché',
    contenuto: (
      <>
        <p>
          Ricambiamo è composto da servizi separati, ognuno dei quali conserva solo i dati che gli servono. Ecco cosa
          tiene ciascuno e per quale scopo.
        </p>
        {datiPerServizio.map(({ servizio, dati, perche }) => (
          <div key={servizio}>
            <h3>{servizio}</h3>
            <p className="mt-2">
              <strong>Dati:</strong> {dati}
            </p>
            <p className="mt-2">
              <strong>Perché:</strong> {perche}
            </p>
          </div>
        ))}
      </>
    ),
  },
  {
    id: 'basi-giuridiche',
    titolo: 'Basi giuridiche',
    contenuto: (
      <ul>
        <li>
          <strong>Esecuzione del contratto</strong> (art. 6.1.b GDPR): account, ordini, inserzioni, gettoni, notifiche
          sugli ordini, Parco Macchine.
        </li>
        <li>
          <strong>Obblighi di legge</strong> (art. 6.1.c GDPR): conservazione dei documenti fiscali e contabili degli
          acquisti di gettoni e degli ordini.
        </li>
        <li>
          <strong>Legittimo interesse</strong> (art. 6.1.f GDPR): sicurezza degli account, prevenzione degli abusi e
          difesa in caso di contestazioni.
        </li>
      </ul>
    ),
  },
  {
    id: 'destinatari',
    titolo: 'Con chi condividiamo i dati',
    contenuto: (
      <>
        <ul>
          <li>
            <strong>Il venditore</strong> da cui compri riceve i dati dell&apos;ordine, di spedizione e di fatturazione,
            che gli servono per spedire e fatturare.
          </li>
          <li>
            <strong>L&apos;acquirente</strong> vede il nome dell&apos;attività, i contatti pubblici e l&apos;IBAN del
            venditore a cui deve pagare.
          </li>
          <li>
            <strong>Stripe</strong> tratta i dati di pagamento quando un venditore acquista gettoni, come titolare
            autonomo.
          </li>
          <li>
            I fornitori che ospitano il servizio e inviano le e-mail, nominati responsabili del trattamento.
          </li>
        </ul>
        <p>Non vendiamo i dati e non li usiamo per pubblicità o profilazione.</p>
      </>
    ),
  },
  {
    id: 'conservazione',
    titolo: 'Per quanto tempo li conserviamo',
    contenuto: (
      <ul>
        <li>Dati dell&apos;account e del profilo: finché l&apos;account resta attivo.</li>
        <li>
          Ordini e acquisti di gettoni: dieci anni, come richiesto dalle norme civilistiche e fiscali (art. 2220 c.c.).
        </li>
        <li>Sessioni di accesso e richieste di reimpostazione della password: fino alla loro scadenza.</li>
        <li>Inserzioni, foto e Parco Macchine: finché il venditore non li elimina o chiude l&apos;account.</li>
      </ul>
    ),
  },
  {
    id: 'diritti',
    titolo: 'I tuoi diritti',
    contenuto: (
      <>
        <p>
          Puoi chiedere in ogni momento l&apos;accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del
          trattamento, la portabilità e opporti al trattamento basato sul legittimo interesse (artt. 15-22 GDPR),
          scrivendo a <a href={`mailto:${AZIENDA.email}`}>{AZIENDA.email}</a> o alla PEC{' '}
          <a href={`mailto:${AZIENDA.pec}`}>{AZIENDA.pec}</a>. Molti dati del profilo puoi modificarli da solo
          nell&apos;area personale.
        </p>
        <p>Se ritieni che il trattamento violi la legge puoi proporre reclamo al Garante per la protezione dei dati personali.</p>
      </>
    ),
  },
  {
    id: 'cookie',
    titolo: 'Cookie',
    contenuto: (
      <p>
        Usiamo un solo cookie tecnico, necessario per restare collegati; nessun cookie di profilazione o di terze parti.
        I dettagli sono nella <TextLink to="/policies/cookies">Cookie policy</TextLink>.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <PaginaLegale
      titolo="Informativa sulla privacy"
      descrizione="Quali dati personali conserva Ricambiamo, servizio per servizio, perché, per quanto tempo e come esercitare i tuoi diritti."
      introduzione={
        <p>
          Questa informativa spiega, ai sensi del Regolamento (UE) 2016/679 (GDPR), quali dati personali tratta{' '}
          {AZIENDA.ragioneSociale} quando usi Ricambiamo, perché li tratta e quali diritti hai.
        </p>
      }
      sezioni={sezioni}
    />
  );
}
