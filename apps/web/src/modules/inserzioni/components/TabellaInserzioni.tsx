import { conteggio } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formattaData, formattaNumero } from '../../../lib/format/formatta-data';
import type { InserzioneVenditore } from '../api/mie-inserzioni.query';
import { urlMiniaturaAuto } from '../../catalogo/api/immagini-auto';
import { FotoSegnaposto } from '../../catalogo/components/FotoSegnaposto';
import type { AutoInParco } from '../../parco/api/area-parco';
import { useAutoParco } from '../../parco/hooks/useAutoParco';
import { TabellaScheda, type Colonna } from '../../ui/components/TabellaScheda';
import { useSchermoAlmeno } from '../../ui/hooks/useSchermoAlmeno';

const DIDASCALIA = 'Le tue inserzioni';

const azione =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700';
const azioneScheda =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700';

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

/** The Area column's content; a placeholder while the yard's cars load, so the row does not change height. */
function CellaArea({ inCaricamento, area }: { inCaricamento: boolean; area: AutoInParco['area'] | undefined }) {
  return inCaricamento ? (
    <span aria-hidden className="inline-block h-5 w-24 animate-pulse rounded-full bg-slate-100" />
  ) : (
    <AreaAuto area={area} />
  );
}

function Miniatura({ auto, className }: { auto: InserzioneVenditore; className: string }) {
  const miniatura = auto.immagine === null ? null : urlMiniaturaAuto(auto.immagine);
  return miniatura ? (
    <img src={miniatura} alt="" className={clsx(className, 'object-cover')} />
  ) : (
    <FotoSegnaposto className={clsx(className, 'flex [&>svg]:size-5')} compatto />
  );
}

/** docs/rules.md §3 Azioni: Visualizza, Modifica, Elimina; in a card they carry their words, in the table their icons. */
function AzioniInserzione({ auto, onElimina, scheda }: { auto: InserzioneVenditore; onElimina: () => void; scheda: boolean }) {
  const titolo = `${auto.marca} ${auto.modello}`;
  const classe = scheda ? azioneScheda : azione;
  return (
    <>
      <Link to={`/inserzione/${auto.id}`} className={classe} aria-label={`Visualizza ${titolo}`} title="Visualizza">
        <Eye aria-hidden className="size-4" />
        {scheda && 'Visualizza'}
      </Link>
      <Link to={`/venditore/modifica-inserzione/${auto.id}`} className={classe} aria-label={`Modifica ${titolo}`} title="Modifica">
        <Pencil aria-hidden className="size-4" />
        {scheda && 'Modifica'}
      </Link>
      <button
        type="button"
        onClick={onElimina}
        className={clsx(classe, 'hover:bg-red-50 hover:text-red-700')}
        aria-label={`Elimina ${titolo}`}
        title="Elimina"
      >
        <Trash2 aria-hidden className="size-4" />
        {scheda && 'Elimina'}
      </button>
    </>
  );
}

interface ElencoProps {
  inserzioni: InserzioneVenditore[];
  onElimina: (auto: InserzioneVenditore) => void;
  /** Each car's yard area by the listing's id (the yard knows each car by it); undefined: not in an area. */
  areaDi: Map<string, AutoInParco['area']>;
  areeInCaricamento: boolean;
}

const colonne: Colonna[] = [
  { titolo: 'Veicolo' },
  { titolo: 'Info' },
  { titolo: 'Area' },
  { titolo: 'Ricambi' },
  { titolo: 'Data' },
  { titolo: 'Azioni', destra: true },
];

/** docs/rules.md §3 "N disponibili", agreed with the count: "1 disponibile". */
const disponibili = (auto: InserzioneVenditore) => conteggio(auto.ricambiDisponibili, 'disponibile', 'disponibili');
const info = (auto: InserzioneVenditore) => `${formattaNumero(auto.km)} km · ${auto.cv} CV`;

function Tabella({ inserzioni, onElimina, areaDi, areeInCaricamento }: ElencoProps) {
  return (
    <TabellaScheda didascalia={DIDASCALIA} colonne={colonne}>
      {inserzioni.map((auto) => (
        <tr key={auto.id} className="hover:bg-slate-50">
          <th scope="row" className="px-4 py-3 text-left font-normal">
            <div className="flex items-center gap-3">
              <Miniatura auto={auto} className="h-10 w-14 shrink-0 rounded-md" />
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere text-slate-900">{`${auto.marca} ${auto.modello}`}</p>
                <p className="text-xs text-slate-500">{auto.anno}</p>
              </div>
            </div>
          </th>
          <td className="px-4 py-3 text-slate-600">{info(auto)}</td>
          <td className="px-4 py-3">
            <CellaArea inCaricamento={areeInCaricamento} area={areaDi.get(auto.id)} />
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{disponibili(auto)}</td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formattaData(auto.createdAt)}</td>
          <td className="whitespace-nowrap px-4 py-3">
            <div className="flex justify-end gap-1">
              <AzioniInserzione auto={auto} onElimina={() => onElimina(auto)} scheda={false} />
            </div>
          </td>
        </tr>
      ))}
    </TabellaScheda>
  );
}

/** On a phone or a tablet each listing is a card holding what every column of the table says, labelled as it. */
function Schede({ inserzioni, onElimina, areaDi, areeInCaricamento }: ElencoProps) {
  return (
    <ul aria-label={DIDASCALIA} className="space-y-3">
      {inserzioni.map((auto) => {
        const idTitolo = `inserzione-${auto.id}`;
        const campo = 'flex flex-col gap-0.5';
        const etichetta = 'text-xs font-semibold uppercase tracking-wider text-slate-500';
        return (
          <li key={auto.id}>
            <article aria-labelledby={idTitolo} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-center gap-3">
                <Miniatura auto={auto} className="h-14 w-20 shrink-0 rounded-lg" />
                <div className="min-w-0">
                  <p id={idTitolo} className="font-semibold wrap-anywhere text-slate-900">{`${auto.marca} ${auto.modello}`}</p>
                  <p className="text-sm text-slate-500">{auto.anno}</p>
                </div>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                <div className={campo}>
                  <dt className={etichetta}>Info</dt>
                  <dd className="text-slate-700">{info(auto)}</dd>
                </div>
                <div className={campo}>
                  <dt className={etichetta}>Area</dt>
                  <dd>
                    <CellaArea inCaricamento={areeInCaricamento} area={areaDi.get(auto.id)} />
                  </dd>
                </div>
                <div className={campo}>
                  <dt className={etichetta}>Ricambi</dt>
                  <dd className="text-slate-700">{disponibili(auto)}</dd>
                </div>
                <div className={campo}>
                  <dt className={etichetta}>Data</dt>
                  <dd className="text-slate-700">
                    <time dateTime={auto.createdAt}>{formattaData(auto.createdAt)}</time>
                  </dd>
                </div>
              </dl>
              <div className="mt-3 flex flex-wrap justify-end gap-1 border-t border-slate-100 pt-3">
                <AzioniInserzione auto={auto} onElimina={() => onElimina(auto)} scheda />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * docs/rules.md §3 seller listings table: Veicolo, Info, Area, Ricambi, Data, Azioni. Below a desktop's width (the
 * sidebar takes 16 rem of it) the six columns do not fit, and a table that drops some loses what they said: cards.
 */
export function TabellaInserzioni({ inserzioni, onElimina }: { inserzioni: InserzioneVenditore[]; onElimina: (auto: InserzioneVenditore) => void }) {
  const tabella = useSchermoAlmeno('lg');
  const autoParco = useAutoParco();
  const areaDi = new Map(autoParco.data?.map((auto) => [auto.id, auto.area]));
  const props = { inserzioni, onElimina, areaDi, areeInCaricamento: autoParco.isPending };
  return tabella ? <Tabella {...props} /> : <Schede {...props} />;
}
