import { inviaImportazione } from './invia-importazione';

/** Stands in for XMLHttpRequest: records what is sent and answers when the test says. */
class XhrFinto {
  static ultimo: XhrFinto;
  metodo = '';
  url = '';
  intestazioni: Record<string, string> = {};
  corpo: FormData | null = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: { onprogress?: (evento: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    XhrFinto.ultimo = this;
  }
  open(metodo: string, url: string) {
    this.metodo = metodo;
    this.url = url;
  }
  setRequestHeader(nome: string, valore: string) {
    this.intestazioni[nome] = valore;
  }
  send(corpo: FormData) {
    this.corpo = corpo;
  }
  abort() {
    this.onabort?.();
  }
  rispondi(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

describe('inviaImportazione', () => {
  const originale = globalThis.XMLHttpRequest;
  beforeEach(() => {
    globalThis.XMLHttpRequest = XhrFinto as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = originale;
  });

  it('posts the option first, then the sheet and the photos, with the token, and reports the progress', async () => {
    const foglio = new File(['a;b'], 'auto.csv');
    const foto = new File(['PK'], 'foto.zip');
    const progressi: number[] = [];
    const invio = inviaImportazione({ foglio, foto, rimuovi: true }, 'tok', (p) => progressi.push(p), new AbortController().signal);

    const xhr = XhrFinto.ultimo;
    expect([xhr.metodo, xhr.url, xhr.intestazioni]).toEqual(['POST', '/importazioni', { Authorization: 'Bearer tok' }]);
    expect([...xhr.corpo!.entries()].map(([nome, valore]) => [nome, typeof valore === 'string' ? valore : valore.name])).toEqual([
      ['rimuovi', 'true'],
      ['foglio', 'auto.csv'],
      ['foto', 'foto.zip'],
    ]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.rispondi(201, { id: 'i1', stato: 'in_analisi' });
    expect(await invio).toEqual({ stato: 201, corpo: { id: 'i1', stato: 'in_analisi' } });
    expect(progressi).toEqual([0.25]);
  });

  it('sends no photos part without a ZIP, and stops when aborted', async () => {
    const controller = new AbortController();
    const invio = inviaImportazione({ foglio: new File(['a'], 'auto.xlsx'), foto: null, rimuovi: false }, null, jest.fn(), controller.signal);
    const xhr = XhrFinto.ultimo;
    expect(xhr.intestazioni).toEqual({});
    expect([...xhr.corpo!.keys()]).toEqual(['rimuovi', 'foglio']);
    expect(xhr.corpo!.get('rimuovi')).toBe('false');

    controller.abort();
    await expect(invio).rejects.toThrow('aborted');
  });
});
