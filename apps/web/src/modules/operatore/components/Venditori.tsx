import { ETICHETTE_AZIONE, MAX_TESTO_DECISIONE } from '@ricambiamo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Ban, CircleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { formattaData } from '../../../lib/format/formatta-data';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { AreaTesto } from '../../ui/components/AreaTesto';
import { Button } from '../../ui/components/Button';
import { CampoRicerca } from '../../ui/components/CampoRicerca';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { PageSpinner } from '../../ui/components/PageSpinner';
import type { VenditoreOperatore } from '../api/moderazione.queries';
import { StoriaVenditoreQuery, VenditoriOperatoreQuery, VerificaVenditoreMutation } from '../api/moderazione.queries';
import { moderazioneKeys } from '../api/moderazione.keys';
import { useReputazione } from '../../recensioni/hooks/useRecensioni';
import { ReputazioneVenditore } from '../../recensioni/components/ReputazioneVenditore';

/** The sellers (docs/rules.md §3.23): their traceability data, its check, suspensions and the decisions about them. */
export function Venditori() {
  const client = useGraphqlClient();
  const [q, setQ] = useState('');
  const venditori = useQuery({ queryKey: moderazioneKeys.venditori(q), queryFn: async () => (await client.request(VenditoriOperatoreQuery, { q: q || null })).venditoriOperatore });
  return (
    <div className="space-y-4">
      <CampoRicerca valore={q} onCambia={setQ} placeholder="Nome, e-mail o partita IVA" className="max-w-md" />
      {venditori.isPending ? (
        <PageSpinner />
      ) : venditori.isError ? (
        <ErroreCaricamento onRiprova={() => void venditori.refetch()} inAttesa={venditori.isRefetching} />
      ) : venditori.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-sm text-slate-600">Nessun venditore.</p>
      ) : (
        <ul className="space-y-4">
          {venditori.data.map((v) => (
            <li key={v.id}>
              <SchedaVenditore venditore={v} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SchedaVenditore({ venditore: v }: { venditore: VenditoreOperatore }) {
  const t = v.tracciabilita;
  const [storiaAperta, setStoriaAperta] = useState(false);
  const righe: Array<[string, string | null]> = [
    ['Ragione sociale', t.ragioneSociale],
    ['Partita IVA', t.partitaIva],
    ['REA', t.rea && `${t.rea} (CCIAA ${t.provinciaCciaa ?? '—'})`],
    ['Sede legale', t.sedeLegale],
    ['Telefono', t.telefono],
    ['IBAN', t.iban && `${t.iban} · ${t.intestatarioIban ?? ''}`],
    ['Autorizzazione 209/2003', t.autorizzazioneCentro],
    ['RENTRI', t.rentri],
  ];
  return (
    <article aria-label={`Venditore: ${v.nomeAttivita ?? v.nome}`} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold wrap-anywhere text-slate-900">{v.nomeAttivita ?? v.nome}</h3>
          <p className="text-xs wrap-anywhere text-slate-500">
            {v.email} · iscritto il {formattaData(v.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5 text-xs font-medium">
          {v.sospeso && (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-1 text-red-800">
              <Ban aria-hidden className="size-3.5" />
              Sospeso
            </span>
          )}
          {t.verificatoIl ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-emerald-800">
              <BadgeCheck aria-hidden className="size-3.5" />
              Verificato il {formattaData(t.verificatoIl)}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-amber-800">
              <CircleAlert aria-hidden className="size-3.5" />
              {t.completa ? 'Da verificare' : 'Dati incompleti'}
            </span>
          )}
        </div>
      </header>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]">
        {righe.map(([etichetta, valore]) => (
          <div key={etichetta} className="contents">
            <dt className="text-slate-500">{etichetta}</dt>
            <dd className="wrap-anywhere text-slate-800">{valore ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {t.completa && !t.verificatoIl && <FormVerifica venditoreId={v.id} />}
      <div>
        <Button variante="secondary" onClick={() => setStoriaAperta((aperta) => !aperta)} aria-expanded={storiaAperta}>
          {storiaAperta ? 'Nascondi ordini e provvedimenti' : 'Ordini, reputazione e provvedimenti'}
        </Button>
        {storiaAperta && (
          <div className="mt-4 space-y-4">
            <Reputazione venditoreId={v.id} />
            <Storia venditoreId={v.id} />
          </div>
        )}
      </div>
    </article>
  );
}

function FormVerifica({ venditoreId }: { venditoreId: string }) {
  const id = useId();
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const [nota, setNota] = useState('');
  const verifica = useMutation({
    mutationFn: async () => client.request(VerificaVenditoreMutation, { venditoreId, nota }),
    onSuccess: () => {
      toast.success('Verifica registrata');
      void queryClient.invalidateQueries({ queryKey: moderazioneKeys.tutto });
    },
    onError: (error) => toast.error(messaggioErrore(error, 'Non è stato possibile registrare la verifica. Riprova.')),
  });
  return (
    <form
      aria-label="Verifica dei dati"
      className="space-y-3 border-t border-slate-100 pt-4 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        verifica.mutate();
      }}
    >
      <AreaTesto id={`${id}-nota`} label="Che cosa hai controllato (visura camerale, REA, partita IVA)" rows={2} maxLength={MAX_TESTO_DECISIONE} value={nota} onChange={(e) => setNota(e.target.value)} />
      <div className="flex justify-end">
        <Button type="submit" inAttesa={verifica.isPending}>
          <BadgeCheck aria-hidden className="size-4" />
          Segna come verificato
        </Button>
      </div>
    </form>
  );
}

/** The seller's orders and reviews as buyers see them on the public page (docs/rules.md §3.17). */
function Reputazione({ venditoreId }: { venditoreId: string }) {
  const reputazione = useReputazione(venditoreId);
  if (reputazione.isPending) return <PageSpinner />;
  if (reputazione.isError) return <ErroreCaricamento onRiprova={() => void reputazione.refetch()} inAttesa={reputazione.isRefetching} />;
  return (
    <section aria-label="Ordini e reputazione" className="rounded-xl bg-slate-50 p-4">
      <ReputazioneVenditore reputazione={reputazione.data} />
    </section>
  );
}

function Storia({ venditoreId }: { venditoreId: string }) {
  const client = useGraphqlClient();
  const storia = useQuery({ queryKey: moderazioneKeys.storia(venditoreId), queryFn: async () => (await client.request(StoriaVenditoreQuery, { venditoreId })).storiaVenditore });
  if (storia.isPending) return <PageSpinner />;
  if (storia.isError) return <ErroreCaricamento onRiprova={() => void storia.refetch()} inAttesa={storia.isRefetching} />;
  if (storia.data.length === 0) return <p className="text-sm text-slate-600">Nessun provvedimento.</p>;
  return (
    <ul aria-label="Provvedimenti" className="space-y-1 text-sm">
      {storia.data.map((p) => (
        <li key={p.id} className="wrap-anywhere text-slate-700">
          {formattaData(p.createdAt)} · {ETICHETTE_AZIONE[p.azione]} · {p.titolo}
          {p.ricorso?.esito === 'accolto' && ' · annullato su ricorso'}
        </li>
      ))}
    </ul>
  );
}
