import { conteggio, COSTO_GETTONI, ORE_PAGAMENTO } from '@ricambiamo/contracts';
import { Coins, Infinity as Illimitata, LayoutDashboard, Map as Mappa, Percent, Zap } from 'lucide-react';
import { REGISTRAZIONE_VENDITORE } from '../../auth/api/registrazione';
import { ConfrontoMarketplace } from '../../gettoni/components/ConfrontoMarketplace';
import type { Vantaggio } from './GrigliaVantaggi';
import { LISTINO_PACCHETTI } from './listino-pacchetti';
import { PaginaVantaggi } from './PaginaVantaggi';
import { TabellaPacchetti } from './TabellaPacchetti';

const { creazioneInserzione, modificaInserzione } = COSTO_GETTONI;

const vantaggi: Vantaggio[] = [
  {
    icona: Percent,
    titolo: 'Nessuna commissione sulle vendite',
    testo:
      'Quello che vendi lo incassi tutto: l’acquirente ti paga con bonifico direttamente sul tuo IBAN e Ricambiamo non trattiene nulla.',
  },
  {
    icona: Illimitata,
    titolo: 'Inserzioni senza scadenza',
    testo: 'Un’inserzione resta online finché non la elimini: nessun rinnovo da pagare dopo 30 o 60 giorni.',
  },
  {
    icona: Zap,
    titolo: 'Pubblicazione immediata',
    testo: 'Nessuna attesa di approvazione: il veicolo con i suoi ricambi è visibile agli acquirenti appena lo salvi.',
  },
  {
    icona: Coins,
    titolo: 'Paghi solo la pubblicazione',
    testo: `${conteggio(creazioneInserzione, 'gettone pubblica', 'gettoni pubblicano')} un’inserzione completa, cioè un veicolo con tutti i suoi ricambi; ogni modifica costa ${conteggio(modificaInserzione, 'gettone', 'gettoni')}. I gettoni non scadono.`,
  },
  {
    icona: Mappa,
    titolo: 'Parco Macchine',
    testo:
      'Disegna le aree del tuo piazzale, assegna ogni auto alla sua area e ritrovala subito quando arriva un ordine.',
  },
  {
    icona: LayoutDashboard,
    titolo: 'Tutto in un’unica dashboard',
    testo: 'Inserzioni, ordini, Parco Macchine e gettoni in un solo posto, con una notifica a ogni nuovo ordine.',
  },
];

const passi = [
  {
    titolo: 'Registrati come venditore',
    testo: 'Scegli il tipo di account Venditore (Demolitore): la registrazione è gratuita.',
  },
  {
    titolo: 'Completa il profilo',
    testo: 'Nome dell’attività, partita IVA, IBAN su cui ricevere i bonifici, orari di apertura, logo e banner.',
  },
  {
    titolo: 'Acquista i gettoni',
    testo: 'Scegli il pacchetto che fa per te e paga con carta in modo sicuro su Stripe.',
  },
  {
    titolo: 'Pubblica il primo veicolo',
    testo: `Carica le foto, indica i ricambi con prezzo, spedizione, grado e garanzia: ${creazioneInserzione} gettoni e sei online.`,
  },
];

export function VantaggiVenditoriPage() {
  return (
    <PaginaVantaggi
      descrizione={`Vendi i ricambi del tuo piazzale senza commissioni: inserzioni senza scadenza, pubblicazione immediata, ${creazioneInserzione} gettoni per un'inserzione completa, Parco Macchine e ordini in un'unica dashboard.`}
      intestazione={{
        occhiello: 'Vantaggi per chi vende',
        titolo: 'Vendi i ricambi del tuo piazzale, senza commissioni',
        introduzione: `Ricambiamo è il marketplace dei demolitori certificati: pubblichi i veicoli con i ricambi disponibili, gli acquirenti di tutta Italia ti pagano con bonifico sul tuo IBAN entro ${ORE_PAGAMENTO} ore e tu non paghi commissioni sulle vendite.`,
        azioni: [{ to: REGISTRAZIONE_VENDITORE, label: 'Registrati come venditore', variante: 'accent' }],
      }}
      vantaggi={{ id: 'perche-vendere', titolo: 'Perché vendere su Ricambiamo', vantaggi }}
      passi={{ id: 'come-iniziare', titolo: 'Come iniziare', passi }}
      invito={{
        titolo: 'Porta il tuo piazzale online',
        testo: 'Registrati come venditore, completa il profilo e pubblica il primo veicolo oggi stesso.',
        azioni: [{ to: REGISTRAZIONE_VENDITORE, label: 'Registrati come venditore', variante: 'primary' }],
      }}
    >
      <ConfrontoMarketplace pacchetti={LISTINO_PACCHETTI} />

      <section aria-labelledby="pacchetti-gettoni">
        <h2 id="pacchetti-gettoni" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Pacchetti di gettoni
        </h2>
        <p className="mt-3 max-w-3xl text-base leading-relaxed text-slate-700">
          Più gettoni compri, meno costa ogni inserzione. Con {creazioneInserzione} gettoni pubblichi un veicolo
          completo di tutti i suoi ricambi.
        </p>
        <div className="mt-6">
          <TabellaPacchetti />
        </div>
      </section>
    </PaginaVantaggi>
  );
}
