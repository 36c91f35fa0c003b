import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';

interface ConfineErroriProps {
  children: ReactNode;
  /** What stands in for the part that failed; a short notice unless the part has its own (a card). */
  ripiego?: ReactNode;
  /** New data (a new page of results, another listing) gives the part another try. */
  ripristino?: unknown;
}

/** The notice a failed part of a page leaves in its place. */
function ParteNonDisponibile() {
  return (
    <div role="status" className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-slate-50 px-5 py-4 text-sm text-slate-600">
      <TriangleAlert aria-hidden className="size-5 shrink-0 text-slate-400" />
      Questa parte della pagina non può essere mostrata.
    </div>
  );
}

/**
 * Keeps a failure while rendering one record inside its card or section: one bad record cannot blank a list or take
 * the page down to the route's error page (docs/security.md, "Image keys"). React still reports the error to the
 * console; only a class component can catch it.
 */
export class ConfineErrori extends Component<ConfineErroriProps, { fallito: boolean }> {
  override state = { fallito: false };

  static getDerivedStateFromError(): { fallito: boolean } {
    return { fallito: true };
  }

  override componentDidUpdate(prima: ConfineErroriProps): void {
    if (this.state.fallito && prima.ripristino !== this.props.ripristino) this.setState({ fallito: false });
  }

  override render(): ReactNode {
    if (this.state.fallito) return this.props.ripiego ?? <ParteNonDisponibile />;
    return this.props.children;
  }
}
