import type { AutoScortaDto, CursoreScorta, ScortaDto } from '@ricambiamo/contracts';

/**
 * The seller's whole stock, read a page at a time (CATALOGUE.listing.stock) through `pagina`, which sends the request
 * after the given cursor: the export and the import each read it whole, in the stock's order.
 */
export async function scortaCompleta(pagina: (dopo: CursoreScorta | null) => Promise<ScortaDto>): Promise<AutoScortaDto[]> {
  const auto: AutoScortaDto[] = [];
  let dopo: CursoreScorta | null = null;
  do {
    const letta: ScortaDto = await pagina(dopo);
    auto.push(...letta.auto);
    dopo = letta.prossimo;
  } while (dopo);
  return auto;
}
