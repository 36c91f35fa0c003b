import { render, screen } from '@testing-library/react';
import { ConfineErrori } from './ConfineErrori';

function Nome({ nome }: { nome: string | null }) {
  if (nome === null) throw new Error('no name');
  return <p>{nome}</p>;
}

describe('ConfineErrori', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows its fallback in place of a part that throws, the parts beside it stay, and new data tries again', () => {
    const logga = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const pagina = (nome: string | null) => (
      <>
        <ConfineErrori ripristino={nome}>
          <Nome nome={nome} />
        </ConfineErrori>
        <ConfineErrori ripiego={<p>Scheda di ripiego</p>}>
          <Nome nome={null} />
        </ConfineErrori>
        <p>Resto della pagina</p>
      </>
    );
    const { rerender } = render(pagina(null));

    expect(screen.getByRole('status')).toHaveTextContent('Questa parte della pagina non può essere mostrata.');
    expect(screen.getByText('Scheda di ripiego')).toBeInTheDocument();
    expect(screen.getByText('Resto della pagina')).toBeInTheDocument();
    expect(logga).toHaveBeenCalled();

    rerender(pagina('Fiat Panda'));
    expect(screen.getByText('Fiat Panda')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Scheda di ripiego')).toBeInTheDocument();
  });
});
