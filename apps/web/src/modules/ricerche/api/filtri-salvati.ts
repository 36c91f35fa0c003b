import { formattaNumero, MAX_NOME_RICERCA, nomeVeicolo, type FiltriRicercaSalvataInput, type VeicoloAcquirente } from '@ricambiamo/contracts';
import { ETICHETTA_CARBURANTE } from '../../catalogo/api/etichette';
import { FILTRI_NUMERICI, FILTRI_TESTO, NESSUN_FILTRO, scriviFiltri, type FiltriRicerca } from '../../catalogo/api/filtri-ricerca';
import { compatibileCon } from '../../catalogo/api/ricerca.query';
import { TESTI_RICERCHE } from './testi';

/**
 * What "Salva ricerca" keeps of the home's search in the address bar: its words and filters, not the sort nor the page,
 * and "Solo compatibili" as the vehicle it narrows to now, since the alerts run without the buyer's page.
 */
export function filtriDaSalvare(filtri: FiltriRicerca, veicolo: VeicoloAcquirente | null): FiltriRicercaSalvataInput {
  const salvati: FiltriRicercaSalvataInput = { carburante: filtri.carburante, soloDisponibili: filtri.soloDisponibili };
  for (const chiave of FILTRI_TESTO) salvati[chiave] = filtri[chiave];
  for (const chiave of FILTRI_NUMERICI) salvati[chiave] = filtri[chiave];
  if (filtri.soloCompatibili && veicolo) salvati.compatibileCon = compatibileCon(veicolo);
  return salvati;
}

/**
 * The home's address for a saved search, as the home writes its filters. Its vehicle becomes "Solo compatibili", which
 * narrows to the vehicle of whoever opens it: the address has no room for one of its own.
 */
export function indirizzoRicerca(salvati: FiltriRicercaSalvataInput): string {
  const filtri: FiltriRicerca = {
    ...NESSUN_FILTRO,
    carburante: salvati.carburante ?? undefined,
    soloDisponibili: salvati.soloDisponibili === true,
    soloCompatibili: Boolean(salvati.compatibileCon),
  };
  for (const chiave of FILTRI_TESTO) filtri[chiave] = salvati[chiave] ?? undefined;
  for (const chiave of FILTRI_NUMERICI) filtri[chiave] = salvati[chiave] ?? undefined;
  const params = scriviFiltri(filtri).toString();
  return params ? `/?${params}` : '/';
}

const intervallo = (etichetta: string, da: number | null | undefined, a: number | null | undefined, formato: (n: number) => string) => {
  if (da != null && a != null) return `${etichetta} ${formato(da)}–${formato(a)}`;
  if (da != null) return `${etichetta} da ${formato(da)}`;
  return a != null ? `${etichetta} fino a ${formato(a)}` : null;
};

/** A saved search's words and filters in a few words each, in the order of the home's form: «Cambio», Fiat Panda, Diesel… */
export function riepilogoFiltri(filtri: FiltriRicercaSalvataInput): string[] {
  const voci = [
    filtri.q ? `«${filtri.q}»` : null,
    [filtri.marca, filtri.modello].filter(Boolean).join(' '),
    filtri.carburante ? ETICHETTA_CARBURANTE[filtri.carburante] : null,
    intervallo('Anno', filtri.annoDa, filtri.annoA, String),
    intervallo('Km', filtri.kmDa, filtri.kmA, formattaNumero),
    intervallo('CV', filtri.cvDa, filtri.cvA, formattaNumero),
    intervallo('kW', filtri.kwDa, filtri.kwA, formattaNumero),
    filtri.cilindrata != null ? `${formattaNumero(filtri.cilindrata)} cc` : null,
    filtri.soloDisponibili ? TESTI_RICERCHE.soloDisponibili : null,
    filtri.compatibileCon ? TESTI_RICERCHE.compatibili(nomeVeicolo(filtri.compatibileCon)) : null,
  ];
  return voci.filter((voce): voce is string => Boolean(voce));
}

/** The name the dialog offers: the brand, model and words searched ("Panda 169A4000 Cambio"), else the filters' summary. */
export function nomeProposto(filtri: FiltriRicercaSalvataInput): string {
  const parole = [filtri.marca, filtri.modello, filtri.q].filter(Boolean).join(' ');
  return (parole || riepilogoFiltri(filtri).join(', ')).slice(0, MAX_NOME_RICERCA);
}
