import { useId, type ReactNode } from 'react';
import { Modale } from '../../ui/components/Modale';

interface DialogoProps {
  titolo: string;
  onChiudi: () => void;
  children: ReactNode;
}

/** A dialog of the yard, named by its title. */
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
