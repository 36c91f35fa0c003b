import { render, screen } from '@testing-library/react';
import { BadgeCompatibilita } from './BadgeCompatibilita';

describe('BadgeCompatibilita', () => {
  it.each([
    ['compatibile', 'Compatibile', 'stesso codice motore 169A4000', 'emerald'],
    ['probabile', 'Probabilmente compatibile', 'stessa marca e modello, anni 2010–2014; dati del motore mancanti', 'amber'],
    ['da_verificare', 'Da verificare', 'marca o modello diversi', 'slate'],
  ] as const)('says %s in words, with its reason, in its colour', (livello, etichetta, motivo, colore) => {
    render(<BadgeCompatibilita compatibilita={{ livello, motivo }} />);
    const badge = screen.getByTestId('badge-compatibilita');
    // Read as one sentence, the level first: not a colour alone.
    expect(badge).toHaveTextContent(`${etichetta}: ${motivo}`);
    expect(badge).toHaveAttribute('data-livello', livello);
    expect(screen.getByText(etichetta).className).toContain(`bg-${colore}-`);
    expect(screen.getByText(motivo)).toBeInTheDocument();
  });

  it('keeps level and reason on one line when compact', () => {
    const { rerender } = render(<BadgeCompatibilita compatibilita={{ livello: 'compatibile', motivo: 'stesso codice motore 169A4000' }} />);
    expect(screen.getByTestId('badge-compatibilita').className).toContain('flex-col');
    rerender(<BadgeCompatibilita compatto compatibilita={{ livello: 'compatibile', motivo: 'stesso codice motore 169A4000' }} />);
    expect(screen.getByTestId('badge-compatibilita').className).not.toContain('flex-col');
    expect(screen.getByTestId('badge-compatibilita')).toHaveTextContent('Compatibile: stesso codice motore 169A4000');
  });
});
