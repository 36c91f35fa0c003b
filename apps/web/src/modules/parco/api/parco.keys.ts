/** One root: a change to an area refreshes the map, the cars' areas and the listings table's Area column together. */
export const parcoKeys = {
  tutti: ['parco'] as const,
  aree: ['parco', 'aree'] as const,
  auto: ['parco', 'auto'] as const,
};
