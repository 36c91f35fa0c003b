import { screen, waitFor, within } from '@testing-library/react';
import { createFakeGateway } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

/**
 * Opens a public page at its route as an anonymous visitor and checks what every one of these pages owes: a single
 * h1 with `titolo`, headings that never skip a level, its own document title and a meta description.
 */
export async function apriPagina(path: string, titolo: string) {
  // index.html's own description, which the page rewrites while it shows.
  document.head.querySelector('meta[name="description"]')?.remove();
  const meta = Object.assign(document.createElement('meta'), { name: 'description', content: 'Ricambiamo' });
  document.head.append(meta);
  const app = renderApp(path, createFakeGateway().fetch);
  await screen.findByRole('heading', { level: 1, name: titolo });
  const main = within(screen.getByRole('main'));

  expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const livelli = main.getAllByRole('heading').map((titoletto) => Number(titoletto.tagName.slice(1)));
  livelli.forEach((livello, i) => {
    if (i > 0) expect(livello).toBeLessThanOrEqual(livelli[i - 1] + 1);
  });

  await waitFor(() => expect(document.title).toMatch(/ · Ricambiamo$/));
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(meta.content).toMatch(/.{40,}/);
  return { ...app, main };
}

/**
 * A benefits page (PaginaVantaggi) opened as `apriPagina` does, with its own document title and each benefit of its
 * grid as a heading.
 */
export async function apriPaginaVantaggi(path: string, { titolo, documento, vantaggi }: { titolo: string; documento: string; vantaggi: string[] }) {
  const pagina = await apriPagina(path, titolo);
  expect(document.title).toBe(documento);
  for (const vantaggio of vantaggi) expect(pagina.main.getByRole('heading', { level: 3, name: vantaggio })).toBeInTheDocument();
  return pagina;
}
