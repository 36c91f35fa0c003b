import { SEGNAPOSTO_FOTO_PRINCIPALE } from '@ricambiamo/contracts';
import { Spinner } from '../../ui/components/Spinner';

/**
 * A listing's page while its data is on the way, in the page's own layout: the breadcrumb's line, then the photo's place
 * beside the rest. The gateway puts the listing's main photo in that place in the page it sends, so a phone paints the
 * photo before the code and the data arrive, where the carousel then shows the same one (docs/performance.md#web-audit).
 */
export function DettaglioInserzioneScheletro() {
  const segnaposto = { [SEGNAPOSTO_FOTO_PRINCIPALE]: '' };
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div aria-hidden className="mb-4 text-sm">
        &nbsp;
      </div>
      <div className="grid gap-8 lg:grid-cols-[1.3fr_1fr] [&>*]:min-w-0">
        <div className="relative overflow-hidden rounded-2xl bg-slate-900">
          <div {...segnaposto} className="aspect-[4/3] w-full" />
        </div>
        <div className="flex min-h-40 items-center justify-center text-brand-700">
          <Spinner className="size-8" />
        </div>
      </div>
    </div>
  );
}
