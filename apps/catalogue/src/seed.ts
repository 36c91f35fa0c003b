import 'reflect-metadata';
import type { MediaStore } from '@ricambiamo/contracts';
import {
  CATALOGUE_EVENTS,
  DEMO_VENDITORI,
  IMAGE_CONTENT_TYPE,
  imageKeyFor,
  inserzioneSchema,
  MEDIA_PATHS,
  mediumKeyOf,
  thumbnailKeyOf,
} from '@ricambiamo/contracts';
import { loadConfig } from '@ricambiamo/config';
import { createPgAdapter } from '@ricambiamo/database';
import { processImage } from '@ricambiamo/image-pipeline';
import { enqueueEvent } from '@ricambiamo/messaging';
import type { Storage } from '@ricambiamo/storage';
import { createStorage, storageEnvShape } from '@ricambiamo/storage';
import { catalogueEnv } from './config';
import { PrismaClient } from './generated/prisma/client';
import { AutoRepository } from './auto/auto.repository';
import type { InserzioneDemo } from './seed-data';
import { INSERZIONI_DEMO } from './seed-data';
import { illustrazioneDemo } from './seed-images';

/** The gateway and the media worker read the same storage variables; the seed publishes where they look. */
const seedEnv = catalogueEnv.extend(storageEnvShape);

const STORE: MediaStore = 'auto-images';
const GIORNO_MS = 24 * 60 * 60 * 1000;

/**
 * Publishes a listing's placeholder illustrations exactly as an upload ends up: the media worker's own pipeline
 * (@ricambiamo/image-pipeline) makes the image and its WebPs, stored under the published paths. Files
 * already there are left alone, so a re-run writes nothing.
 */
async function pubblicaFoto(storage: Storage, demo: InserzioneDemo): Promise<string[]> {
  const { marca, modello, anno, carburante } = demo.dati;
  const keys = demo.foto.map((id) => imageKeyFor(id, 'jpeg'));
  for (const [i, key] of keys.entries()) {
    const immagine = MEDIA_PATHS.published(STORE, key);
    const miniatura = MEDIA_PATHS.published(STORE, thumbnailKeyOf(key));
    const media = MEDIA_PATHS.published(STORE, mediumKeyOf(key));
    const presenti = await Promise.all([immagine, miniatura, media].map((path) => storage.exists(path)));
    if (presenti.every(Boolean)) continue;
    const originale = await illustrazioneDemo(`${marca} ${modello}`, `${anno} · ${carburante}`, demo.colori, i, keys.length);
    const { image, thumbnail, medium } = await processImage(originale, 'jpeg');
    // The WebPs first, as the media worker does: once the image exists the pages may ask for them.
    await storage.put(miniatura, thumbnail, 'image/webp');
    await storage.put(media, medium, 'image/webp');
    await storage.put(immagine, image, IMAGE_CONTENT_TYPE.jpeg);
  }
  return keys;
}

/**
 * Demo listings for the demo sellers (fixed ids in @ricambiamo/contracts), written straight into catalogue's own
 * tables: the same repository insert and listing.created event as AutoService.create, in one transaction per
 * listing, but without the 5-token debit: they are fixtures of the demo, not a seller's spending, and the demo
 * sellers keep the 100 tokens of the tokens seed for trying the product. The events wait in the outbox for the
 * running service's relay, at its next poll. Fixed listing and image ids make a re-run a no-op; a listing deleted
 * by hand comes back on the next start.
 */
async function seed(): Promise<void> {
  const config = loadConfig(seedEnv);
  const storage = await createStorage(config);
  const prisma = new PrismaClient({ adapter: createPgAdapter(config.DATABASE_URL) });
  const autoRepository = new AutoRepository(prisma);
  let create = 0;
  try {
    // The read model rows the cards need, created only when missing: identity's user events fill or correct them,
    // and a later profile edit is never overwritten by a re-run.
    for (const { id, nome, nomeAttivita } of DEMO_VENDITORI) {
      await prisma.venditore.upsert({ where: { id }, create: { id, nome, nomeAttivita }, update: {} });
    }
    for (const demo of INSERZIONI_DEMO) {
      const immagini = await pubblicaFoto(storage, demo);
      if (await prisma.auto.findUnique({ where: { id: demo.id }, select: { id: true } })) continue;
      const inserzione = inserzioneSchema.parse({ ...demo.dati, immagini });
      const createdAt = new Date(Date.now() - demo.giorniFa * GIORNO_MS);
      await prisma.$transaction(async (tx) => {
        await autoRepository.insert(demo.id, demo.venditoreId, inserzione, tx);
        await tx.auto.update({ where: { id: demo.id }, data: { createdAt } });
        await enqueueEvent(tx, CATALOGUE_EVENTS.listingCreated, {
          autoId: demo.id,
          venditoreId: demo.venditoreId,
          marca: inserzione.marca,
          modello: inserzione.modello,
        });
      });
      create += 1;
    }
  } finally {
    await prisma.$disconnect();
  }
  console.log(
    `Seed catalogue: ${INSERZIONI_DEMO.length} inserzioni demo di ${DEMO_VENDITORI.length} venditori (${create} create ora), foto in ${STORE}`,
  );
}

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
