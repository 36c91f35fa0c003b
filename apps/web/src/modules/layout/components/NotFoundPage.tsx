import { RisorsaNonTrovata } from '../../ui/components/RisorsaNonTrovata';

export function NotFoundPage() {
  return (
    <RisorsaNonTrovata
      titolo="Pagina non trovata"
      testo="La pagina che cerchi non esiste o è stata spostata. Controlla l'indirizzo o torna alla home."
    />
  );
}
