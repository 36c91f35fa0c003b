/** What the guide reads to tell which steps are done (docs/rules.md §5: four booleans computed from data). */
export interface DatiGuida {
  profilo: { nomeAttivita: string | null; logoImage: string | null; bannerImage: string | null };
  aree: readonly unknown[];
  inserzioni: readonly unknown[];
  auto: readonly { area: unknown }[];
}

export interface PassoGuida {
  titolo: string;
  descrizione: string;
  completato: boolean;
  link: { to: string; label: string };
}

/**
 * docs/rules.md §3 seller guide, in its order. Opening hours are not checked: the profile always has them once saved (docs/rules.md §9
 * defaults), and the business name is required to save it, so a business name means the hours are set too.
 */
export function passiGuida({ profilo, aree, inserzioni, auto }: DatiGuida): PassoGuida[] {
  return [
    {
      titolo: 'Completa il profilo venditore',
      descrizione: "Inserisci il nome dell'attività, gli orari di apertura e carica un banner o un logo.",
      completato: Boolean(profilo.nomeAttivita) && Boolean(profilo.bannerImage || profilo.logoImage),
      link: { to: '/venditore/profilo', label: 'Vai alle impostazioni' },
    },
    {
      titolo: 'Crea la prima area',
      descrizione: 'Disegna sulla mappa del Parco Macchine la prima area del tuo piazzale.',
      completato: aree.length > 0,
      link: { to: '/venditore/parco-macchine', label: 'Vai al Parco Macchine' },
    },
    {
      titolo: 'Crea la prima inserzione',
      descrizione: 'Pubblica il primo veicolo con i ricambi disponibili.',
      completato: inserzioni.length > 0,
      link: { to: '/venditore/nuova-inserzione', label: 'Crea inserzione' },
    },
    {
      titolo: "Assegna un veicolo a un'area",
      descrizione: "Apri un'area del Parco Macchine e assegnale un veicolo, così lo ritrovi subito nel piazzale.",
      completato: auto.some((veicolo) => Boolean(veicolo.area)),
      link: { to: '/venditore/parco-macchine', label: 'Assegna un veicolo' },
    },
  ];
}
