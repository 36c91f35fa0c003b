import type { AutoPerCompatibilita, Compatibilita, RicambioPerCompatibilita, VeicoloAcquirente } from '@ricambiamo/contracts';
import { chiaveNome, compatibilitaRicambio, MESSAGGI_VERIFICA, normalizzaCodice } from '@ricambiamo/contracts';
import type { RicambioNoto } from './riferimenti.repository';

/**
 * The OEM codes known to fit `veicolo` (the OEM rule of docs/rules.md §3.14): those of the cross-reference's parts
 * whose own vehicle the fit rules call Compatibile for that part, by its engine code or by the same model, years, fuel
 * and cilindrata. A door's codes from a Panda of 1990 or from a Lancia with the same engine are not among them.
 */
export function oemNoti(veicolo: VeicoloAcquirente, noti: readonly RicambioNoto[]): Set<string> {
  const codici = new Set<string>();
  for (const noto of noti) {
    const { livello } = compatibilitaRicambio(veicolo, noto.veicolo, { nome: noto.nomeRicambio, codiciOem: [], codiceCambio: null });
    if (livello === 'compatibile') for (const codice of noto.codiciOem) codici.add(codice);
  }
  return codici;
}

/** A buyer's answered check of a part, with the vehicle it was asked for. */
export interface VerificaRisposta {
  esito: 'compatibile' | 'non_compatibile' | null;
  veicolo: VeicoloAcquirente;
}

/** The same vehicle: marca and modello by chiaveNome, the same year, and the engine code equal where both have one. */
export function stessoVeicolo(a: VeicoloAcquirente, b: VeicoloAcquirente): boolean {
  const codiceA = a.codiceMotore ? normalizzaCodice(a.codiceMotore) : '';
  const codiceB = b.codiceMotore ? normalizzaCodice(b.codiceMotore) : '';
  return (
    chiaveNome(a.marca) === chiaveNome(b.marca) &&
    chiaveNome(a.modello) === chiaveNome(b.modello) &&
    a.anno === b.anno &&
    (!codiceA || !codiceB || codiceA === codiceB)
  );
}

/**
 * A part's badge for the buyer: the seller's answer to the buyer's own check about this very vehicle decides, whatever
 * the rules would say; otherwise the rules, with the OEM codes known to fit.
 */
export function decidi(
  veicolo: VeicoloAcquirente,
  auto: AutoPerCompatibilita,
  ricambio: RicambioPerCompatibilita,
  noti: ReadonlySet<string>,
  verifica: VerificaRisposta | null,
): Compatibilita {
  if (verifica?.esito && stessoVeicolo(verifica.veicolo, veicolo)) {
    return verifica.esito === 'compatibile'
      ? { livello: 'compatibile', motivo: MESSAGGI_VERIFICA.confermata }
      : { livello: 'da_verificare', motivo: MESSAGGI_VERIFICA.esclusa };
  }
  return compatibilitaRicambio(veicolo, auto, ricambio, noti);
}
