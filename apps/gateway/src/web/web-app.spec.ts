import { fileDellaPagina } from './web-app';

describe('fileDellaPagina', () => {
  const pagine = { '/': 'pagine/index.html', '/inserzione/:id': 'pagine/inserzione/_id.html', '*': 'pagine/non-trovata.html' };

  it("sends a route's prerendered page, the not-found page for no route", () => {
    expect(fileDellaPagina(pagine, '/')).toBe('pagine/index.html');
    expect(fileDellaPagina(pagine, '/inserzione/:id')).toBe('pagine/inserzione/_id.html');
    expect(fileDellaPagina(pagine, null)).toBe('pagine/non-trovata.html');
  });

  it('falls back to index.html for a route, or a build, without prerendered pages', () => {
    expect(fileDellaPagina(pagine, '/login')).toBe('index.html');
    expect(fileDellaPagina({}, null)).toBe('index.html');
  });
});
