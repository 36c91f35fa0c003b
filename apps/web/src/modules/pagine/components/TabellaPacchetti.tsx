import { conteggio, formattaEuro } from '@ricambiamo/contracts';
import { LISTINO_PACCHETTI } from './listino-pacchetti';

const cella = 'px-3 py-3 sm:px-4';

export function TabellaPacchetti() {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">Pacchetti di gettoni con prezzo e inserzioni pubblicabili</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs uppercase tracking-wider text-slate-600">
            <th scope="col" className={cella}>
              Pacchetto
            </th>
            <th scope="col" className={cella}>
              Prezzo
            </th>
            <th scope="col" className={cella}>
              A gettone
            </th>
            <th scope="col" className={cella}>
              Inserzioni complete
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {LISTINO_PACCHETTI.map((pacchetto) => (
            <tr key={pacchetto.id} className={pacchetto.piuPopolare ? 'bg-brand-50' : undefined}>
              <th scope="row" className={`${cella} font-semibold text-slate-900`}>
                {conteggio(pacchetto.gettoni, 'gettone', 'gettoni')}
                {pacchetto.piuPopolare && (
                  <span className="ml-2 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold text-slate-900">
                    Più popolare
                  </span>
                )}
              </th>
              <td className={`${cella} text-slate-700`}>{formattaEuro(pacchetto.prezzoCentesimi)}</td>
              <td className={`${cella} text-slate-700`}>{formattaEuro(pacchetto.prezzoPerGettoneCentesimi)}</td>
              <td className={`${cella} text-slate-700`}>{pacchetto.inserzioni}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
