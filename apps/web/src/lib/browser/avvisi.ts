import type { ExternalToast, toast as toastSonner } from 'sonner';

type Sonner = typeof import('sonner');

/**
 * The toasts' library (sonner, about 6 KB compressed) is loaded with the first toast, not with the page: most visits
 * never show one (docs/conventions.md, "Texts apart from schemas"). `toast` has the calls the screens make, in the order they make them;
 * the Toaster mounts when the first is asked for and shows what was published before it subscribed.
 */
let sonner: Promise<Sonner> | undefined;
let richiesto = false;
const ascoltatori = new Set<() => void>();

export function caricaSonner(): Promise<Sonner> {
  if (!richiesto) {
    richiesto = true;
    for (const ascolta of ascoltatori) ascolta();
  }
  sonner ??= import('sonner');
  return sonner;
}

/** Whether a toast was asked for, so the Toaster is needed: read by `Avvisi` with useSyncExternalStore. */
export const avvisiRichiesti = {
  subscribe(ascolta: () => void): () => void {
    ascoltatori.add(ascolta);
    return () => ascoltatori.delete(ascolta);
  },
  get: (): boolean => richiesto,
};

const poi = (chiamata: (t: typeof toastSonner) => unknown) => {
  void caricaSonner().then(({ toast: t }) => chiamata(t));
};

type Messaggio = Parameters<typeof toastSonner>[0];

export const toast = Object.assign((messaggio: Messaggio, opzioni?: ExternalToast) => poi((t) => t(messaggio, opzioni)), {
  success: (messaggio: Messaggio, opzioni?: ExternalToast) => poi((t) => t.success(messaggio, opzioni)),
  error: (messaggio: Messaggio, opzioni?: ExternalToast) => poi((t) => t.error(messaggio, opzioni)),
  info: (messaggio: Messaggio, opzioni?: ExternalToast) => poi((t) => t.info(messaggio, opzioni)),
  warning: (messaggio: Messaggio, opzioni?: ExternalToast) => poi((t) => t.warning(messaggio, opzioni)),
  dismiss: (id?: string | number) => poi((t) => t.dismiss(id)),
});
