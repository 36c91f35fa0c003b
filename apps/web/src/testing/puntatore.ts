/**
 * jsdom has no PointerEvent, so fireEvent.pointerDown would make a plain Event without coordinates: a MouseEvent with
 * a pointer id and type stands in for it. Pointer capture becomes a no-op, as libraries (sonner's toasts) call it on
 * any pointer event.
 */
export function installaPointerEvent(): void {
  if (typeof window.PointerEvent === 'function') return;
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
  class PointerEventFinto extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventFinto as unknown as typeof PointerEvent;
}

/** The map's place on screen, which jsdom (no layout) reports as all zeros. */
export function posizionaElemento(elemento: Element, left: number, top: number, width: number, height: number): void {
  jest.spyOn(elemento, 'getBoundingClientRect').mockReturnValue({
    left,
    top,
    width,
    height,
    x: left,
    y: top,
    right: left + width,
    bottom: top + height,
    toJSON: () => ({}),
  });
}
