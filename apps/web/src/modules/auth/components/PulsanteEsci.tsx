import { LogOut } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { useLogout } from '../hooks/useLogout';

/** Esci, wherever the session can be ended (navbar, sidebar, the phone's menus): waits while the logout runs. */
export function PulsanteEsci({ variante, className }: { variante: 'ghost' | 'secondary'; className?: string }) {
  const { esci, inUscita } = useLogout();
  return (
    <Button variante={variante} className={className} onClick={() => void esci()} inAttesa={inUscita}>
      <LogOut aria-hidden className="size-4" />
      Esci
    </Button>
  );
}
