import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Flag, Store } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BarraSchede, type Scheda, useSchedaAttiva } from './BarraSchede';

const SCHEDE: readonly Scheda<'prima' | 'seconda'>[] = [
  { id: 'prima', label: 'Prima', icona: Flag },
  { id: 'seconda', label: 'Seconda', icona: Store },
];

function Pagina() {
  const [attiva, scegli] = useSchedaAttiva(SCHEDE, 'scheda');
  return (
    <>
      <BarraSchede schede={SCHEDE} attiva={attiva} onScegli={scegli} etichetta="Sezioni" />
      <div role="tabpanel" id={`pannello-${attiva}`} aria-labelledby={`scheda-${attiva}`}>
        {attiva}
      </div>
    </>
  );
}

const apri = (indirizzo: string) => {
  const router = createMemoryRouter([{ path: '/', element: <Pagina /> }], { initialEntries: [indirizzo] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('BarraSchede', () => {
  it('opens the tab the address names', () => {
    apri('/?scheda=seconda');
    expect(screen.getByRole('tab', { name: 'Seconda' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Seconda' })).toHaveTextContent('seconda');
  });

  it('falls back to the first tab for an unknown one', () => {
    apri('/?scheda=altro');
    expect(screen.getByRole('tab', { name: 'Prima' })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the chosen tab to the address, and leaves it plain for the first', async () => {
    const user = userEvent.setup();
    const router = apri('/');
    await user.click(screen.getByRole('tab', { name: 'Seconda' }));
    expect(router.state.location.search).toBe('?scheda=seconda');
    expect(screen.getByRole('tab', { name: 'Seconda' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Prima' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tablist', { name: 'Sezioni' })).toBeInTheDocument();
  });
});
