import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formattaData, formattaNumero } from '../../../lib/format/formatta-data';
import type { InserzioneVenditore } from '../api/mie-inserzioni.query';
import { urlMiniaturaAuto } from '../../catalogo/api/immagini-auto';
import { FotoSegnaposto } from '../../catalogo/components/FotoSegnaposto';
import type { AutoInParco } from '../../parco/api/area-parco';
import { useAutoParco } from '../../parco/hooks/useAutoParco';
import { TabellaScheda, type Colonna } from '../../ui/components/TabellaScheda';

const azione =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700';

/** docs/rules.md §3: the yard area holding the car, in its colour, or Non assegnata. */
function AreaAuto({ area }: { area: AutoInParco['area'] | undefined }) {
  if (!area) {
    return (
      <span className="inline-flex whitespace-nowrap rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600">
        Non assegnata
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium text-slate-800" style={{ borderColor: area.colore }}>
      <span aria-hidden data-testid="colore-area" className="size-2.5 rounded-full" style={{ backgroundColor: area.colore }} />
      {area.nome}
    </span>
  );
}

const colonne: Colonna[] = [
  { titolo: 'Veicolo' },
  { titolo: 'Info', da: 'md' },
  { titolo: 'Area', da: 'lg' },
  { titolo: 'Ricambi', da: 'sm' },
  { titolo: 'Data', da: 'sm' },
  { titolo: 'Azioni', destra: true },
];

/** docs/rules.md §3 seller listings table: Veicolo, Info, Area, Ricambi, Data, Azioni. */
export function TabellaInserzioni({ inserzioni, onElimina }: { inserzioni: InserzioneVenditore[]; onElimina: (auto: InserzioneVenditore) => void }) {
  // The yard knows each car by its listing's id.
  const autoParco = useAutoParco();
  const areaDi = new Map(autoParco.data?.map((auto) => [auto.id, auto.area]));
  return (
    <TabellaScheda didascalia="Le tue inserzioni" colonne={colonne}>
      {inserzioni.map((auto) => {
        const titolo = `${auto.marca} ${auto.modello}`;
        const miniatura = auto.immagine === null ? null : urlMiniaturaAuto(auto.immagine);
        return (
          <tr key={auto.id} className="hover:bg-slate-50">
            <th scope="row" className="px-3 py-3 text-left font-normal sm:px-4">
              <div className="flex items-center gap-3">
                {miniatura ? (
                  <img src={miniatura} alt="" className="hidden h-10 w-14 shrink-0 rounded-md object-cover sm:block" />
                ) : (
                  <FotoSegnaposto className="hidden h-10 w-14 shrink-0 rounded-md sm:flex [&>svg]:size-5" compatto />
                )}
                <div className="min-w-0">
                  <p className="font-semibold wrap-anywhere text-slate-900">{titolo}</p>
                  <p className="text-xs text-slate-500">{auto.anno}</p>
                  {/* Phones have no room for the Ricambi column: the count moves under the name. */}
                  <p className="text-xs font-medium text-brand-700 sm:hidden">{auto.ricambiDisponibili} disponibili</p>
                </div>
              </div>
            </th>
            <td className="hidden whitespace-nowrap px-4 py-3 text-slate-600 md:table-cell">
              {formattaNumero(auto.km)} km · {auto.cv} CV
            </td>
            <td className="hidden px-4 py-3 lg:table-cell">
              {autoParco.isPending ? (
                <span aria-hidden className="inline-block h-5 w-24 animate-pulse rounded-full bg-slate-100" />
              ) : (
                <AreaAuto area={areaDi.get(auto.id)} />
              )}
            </td>
            <td className="hidden whitespace-nowrap px-4 py-3 text-slate-700 sm:table-cell">{auto.ricambiDisponibili} disponibili</td>
            <td className="hidden whitespace-nowrap px-4 py-3 text-slate-600 sm:table-cell">{formattaData(auto.createdAt)}</td>
            <td className="whitespace-nowrap px-2 py-3 sm:px-4">
              <div className="flex justify-end gap-0.5 sm:gap-1">
                <Link to={`/inserzione/${auto.id}`} className={azione} aria-label={`Visualizza ${titolo}`} title="Visualizza">
                  <Eye aria-hidden className="size-4" />
                </Link>
                <Link
                  to={`/venditore/modifica-inserzione/${auto.id}`}
                  className={azione}
                  aria-label={`Modifica ${titolo}`}
                  title="Modifica"
                >
                  <Pencil aria-hidden className="size-4" />
                </Link>
                <button
                  type="button"
                  onClick={() => onElimina(auto)}
                  className={`${azione} hover:bg-red-50 hover:text-red-700`}
                  aria-label={`Elimina ${titolo}`}
                  title="Elimina"
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </TabellaScheda>
  );
}
