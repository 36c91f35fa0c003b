/** docs/rules.md §5 yard canvas modes: draw and move exclude each other. */
export type Modalita = 'normale' | 'disegno' | 'spostamento';
