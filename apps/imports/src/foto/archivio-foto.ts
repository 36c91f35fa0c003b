import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Entry, ZipFile } from 'yauzl';
import { open as openZip } from 'yauzl';
import type { Storage } from '@ricambiamo/storage';

/** What the seller's ZIP is not: unreadable, or not a ZIP at all. */
export class ZipIllegibile extends Error {}

/** Folders and files a ZIP made on a Mac or Windows carries besides the photos. */
const ignorato = (nome: string) => nome.endsWith('/') || nome.startsWith('__MACOSX/') || path.posix.basename(nome).startsWith('.');

/**
 * The seller's ZIP of photos, read from a local copy: a ZIP's directory is at its end, so it cannot be read as a stream,
 * and only the entries a row names are ever decompressed, one at a time, never the whole archive into memory. A photo is
 * found by its file name, whatever folder of the ZIP it is in (the first one wins when two folders repeat a name).
 */
export class ArchivioFoto {
  private constructor(
    private readonly zip: ZipFile,
    private readonly voci: Map<string, Entry>,
    private readonly cartella: string,
  ) {}

  /** Copies the stored ZIP to a temporary folder as a stream and reads its directory. */
  static async apri(storage: Storage, percorso: string): Promise<ArchivioFoto> {
    const oggetto = await storage.open(percorso);
    if (!oggetto) throw new ZipIllegibile(`no ZIP at ${percorso}`);
    const cartella = await mkdtemp(path.join(tmpdir(), 'ricambiamo-import-'));
    const file = path.join(cartella, 'foto.zip');
    try {
      await pipeline(oggetto.body, createWriteStream(file));
      const zip = await new Promise<ZipFile>((resolve, reject) =>
        openZip(file, { lazyEntries: true, autoClose: false }, (error, opened) => (error ? reject(new ZipIllegibile(error.message)) : resolve(opened))),
      );
      const voci = new Map<string, Entry>();
      const fine = new Promise<void>((resolve, reject) => {
        zip.on('entry', (voce: Entry) => {
          const nome = path.posix.basename(voce.fileName);
          if (!ignorato(voce.fileName) && !voci.has(nome)) voci.set(nome, voce);
          zip.readEntry();
        });
        zip.once('end', resolve);
        zip.once('error', (error: Error) => reject(new ZipIllegibile(error.message)));
      });
      zip.readEntry();
      await fine;
      return new ArchivioFoto(zip, voci, cartella);
    } catch (error) {
      await rm(cartella, { recursive: true, force: true });
      throw error instanceof ZipIllegibile ? error : new ZipIllegibile(String(error));
    }
  }

  contiene(nome: string): boolean {
    return this.voci.has(nome);
  }

  /** The photo's bytes, or null when it is missing or larger than `massimo` once decompressed (read no further). */
  async leggi(nome: string, massimo: number): Promise<Buffer | null> {
    const voce = this.voci.get(nome);
    if (!voce || voce.uncompressedSize > massimo) return null;
    const flusso = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      this.zip.openReadStream(voce, (error, stream) => (error ? reject(new ZipIllegibile(error.message)) : resolve(stream))),
    );
    const parti: Buffer[] = [];
    let letti = 0;
    for await (const parte of flusso as AsyncIterable<Buffer>) {
      letti += parte.length;
      // The directory's size is the ZIP's word, not a fact: a forged entry is cut off here.
      if (letti > massimo) return null;
      parti.push(parte);
    }
    return Buffer.concat(parti);
  }

  async chiudi(): Promise<void> {
    this.zip.close();
    await rm(this.cartella, { recursive: true, force: true });
  }
}
