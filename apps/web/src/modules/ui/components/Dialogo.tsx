import { useId, type ReactNode } from 'react';
import { Modale } from './Modale';

interface DialogoProps {
  titolo: string;
  onChiudi: () => void;
  children: ReactNode;
}

/** A dialog named by its title: a form or a choice that is not a yes-or-no question. */
export function Dialogo({ titolo, onChiudi, children }: DialogoProps) {
  const id = useId();
  return (
    <Modale titoloId={`${id}-titolo`} onChiudi={onChiudi} className="max-w-lg">
      <h2 id={`${id}-titolo`} className="text-lg font-semibold text-slate-900">
        {titolo}
      </h2>
      <div className="mt-4">{children}</div>
    </Modale>
  );
}
