import { GIORNI_RECESSO, ORE_PAGAMENTO } from '@ricambiamo/contracts';
import { BadgeCheck, Landmark, ListChecks, PiggyBank, ShieldCheck, Truck } from 'lucide-react';
import { TextLink } from '../../ui/components/TextLink';
import { ElencoGradi } from './ElencoGradi';
import type { Vantaggio } from './GrigliaVantaggi';
import { PaginaVantaggi } from './PaginaVantaggi';

const vantaggi: Vantaggio[] = [
  {
    icona: ShieldCheck,
    titolo: 'Demolitori certificati',
    testo:
      'Vendono solo demolitori autorizzati al trattamento dei veicoli fuori uso, con ragione sociale, indirizzo e contatti sul loro profilo pubblico.',
  },
  {
    icona: PiggyBank,
    titolo: 'Una frazione del prezzo del nuovo',
    testo:
      'Ricambi originali usati, recuperati da veicoli a fine vita, a una frazione del prezzo del nuovo. Prezzo e spedizione sono indicati per ogni ricambio.',
  },
  {
    icona: Truck,
    titolo: 'Spedizione in tutta Italia',
    testo: 'Il demolitore spedisce a casa tua o in officina, ovunque tu sia in Italia. Il costo lo vedi prima di ordinare.',
  },
  {
    icona: Landmark,
    titolo: 'Bonifico direttamente al venditore',
    testo: `Paghi con bonifico bancario sull'IBAN del venditore entro ${ORE_PAGAMENTO} ore dall'ordine: nessun intermediario, nessuna commissione, nessun costo di servizio.`,
  },
  {
    icona: BadgeCheck,
    titolo: 'Grado e garanzia dichiarati',
    testo:
      'Ogni ricambio ha un grado di condizione A, B o C e, quando il venditore la offre, i giorni di garanzia. Li leggi nell’inserzione prima di comprare.',
  },
  {
    icona: ListChecks,
    titolo: 'Ordini sempre sotto controllo',
    testo: 'Segui ogni ordine dalla tua area personale e ricevi una notifica quando il venditore lo prende in carico e lo completa.',
  },
];

const passi = [
  {
    titolo: 'Registrati come acquirente',
    testo: 'Per ordinare serve un account di tipo acquirente: la registrazione è gratuita e richiede un minuto.',
  },
  {
    titolo: 'Trova il veicolo e scegli i ricambi',
    testo: 'Cerca per marca e modello, apri l’inserzione e seleziona i ricambi disponibili che ti servono.',
  },
  {
    titolo: `Paga con bonifico entro ${ORE_PAGAMENTO} ore`,
    testo: 'Trovi IBAN del venditore, importo e causale nel riepilogo dell’ordine. Senza bonifico l’ordine si annulla da solo.',
  },
  {
    titolo: 'Ricevi il ricambio',
    testo: 'Il venditore spedisce appena riceve il pagamento e tu segui lo stato dell’ordine nella tua area personale.',
  },
];

export function VantaggiAcquirentiPage() {
  return (
    <PaginaVantaggi
      descrizione="Ricambi auto usati dai demolitori certificati a una frazione del prezzo del nuovo, spediti in tutta Italia, con pagamento tramite bonifico direttamente al venditore."
      intestazione={{
        occhiello: 'Vantaggi per chi acquista',
        titolo: 'Ricambi usati dai demolitori certificati, a una frazione del prezzo del nuovo',
        introduzione:
          'Motori, cambi, porte, paraurti, centraline: su Ricambiamo trovi i ricambi recuperati dai demolitori di tutta Italia, li ordini online e paghi con bonifico direttamente a chi te li vende.',
        azioni: [
          { to: '/', label: 'Cerca ricambi', variante: 'accent' },
          { to: '/registrazione', label: 'Registrati', variante: 'secondary' },
        ],
      }}
      vantaggi={{ id: 'perche-comprare', titolo: 'Perché comprare su Ricambiamo', vantaggi }}
      passi={{ id: 'come-si-acquista', titolo: 'Come si acquista', passi }}
      invito={{
        titolo: 'Trova il ricambio che ti serve',
        testo: 'Sfoglia i veicoli pubblicati dai demolitori: cercare è libero, per ordinare basta un account acquirente.',
        azioni: [
          { to: '/', label: 'Cerca ricambi', variante: 'primary' },
          { to: '/registrazione', label: 'Registrati come acquirente', variante: 'secondary' },
        ],
      }}
    >
      <section aria-labelledby="gradi" className="max-w-3xl">
        <h2 id="gradi" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Sai sempre cosa compri
        </h2>
        <div className="mt-4 space-y-4 text-base leading-relaxed text-slate-700">
          <p>Il demolitore indica per ogni ricambio un grado di condizione:</p>
          <ElencoGradi />
          <p>
            I ricambi usati non hanno garanzia, salvo quella che il venditore dichiara nell&apos;inserzione: accanto a
            ogni ricambio trovi i giorni di garanzia, oppure “Nessuna garanzia”. Se compri da privato puoi recedere
            entro {GIORNI_RECESSO} giorni dal ricevimento; tutti i dettagli sono in{' '}
            <TextLink to="/policies/warranty">Garanzia e resi</TextLink>.
          </p>
        </div>
      </section>
    </PaginaVantaggi>
  );
}
