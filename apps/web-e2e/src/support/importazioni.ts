import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { ZipFile } from 'yazl';
import type { FileFoto } from './foto';

/** The text of a file the page downloaded. */
export async function testoScaricato(download: Download): Promise<string> {
  return (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
}

/** Clicks `nome` and waits for the file it downloads. */
export async function scarica(page: Page, nome: string): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: nome }).click()]);
  return download;
}

/**
 * The template's header line, filled in as a spreadsheet would save it: `;` between cells, each row a car given by the
 * values of some of its columns, every other cell left empty.
 */
export function compila(intestazioni: string[], auto: Record<string, string>[]): Buffer {
  for (const colonne of auto) {
    for (const colonna of Object.keys(colonne)) if (!intestazioni.includes(colonna)) throw new Error(`no column ${colonna}`);
  }
  const righe = [intestazioni, ...auto.map((colonne) => intestazioni.map((colonna) => colonne[colonna] ?? ''))];
  return Buffer.from(`\uFEFF${righe.map((celle) => celle.join(';')).join('\r\n')}\r\n`, 'utf8');
}

/** A ZIP of the photos, as a seller's computer makes one. */
export async function zipFoto(foto: FileFoto[]): Promise<Buffer> {
  const archivio = new ZipFile();
  for (const f of foto) archivio.addBuffer(f.buffer, f.name);
  archivio.end();
  const parti: Buffer[] = [];
  for await (const parte of archivio.outputStream as AsyncIterable<Buffer>) parti.push(parte);
  return Buffer.concat(parti);
}
