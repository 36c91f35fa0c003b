import { GRADI_CONDIZIONE } from '@ricambiamo/contracts';
import { ETICHETTA_GRADO } from '../../catalogo/api/etichette';

/** The A/B/C scale with the labels listings show, for the pages that explain it. */
export function ElencoGradi() {
  return (
    <ul className="list-disc space-y-2 pl-6">
      {GRADI_CONDIZIONE.map((grado) => (
        <li key={grado} className="pl-1">
          <strong className="text-slate-900">Grado {ETICHETTA_GRADO[grado]}</strong>
        </li>
      ))}
    </ul>
  );
}
