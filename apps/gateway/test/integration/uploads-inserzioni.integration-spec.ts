import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import type { UploadAcceptedDto, UploadStatusDto } from '@ricambiamo/contracts';
import { MEDIA_PATHS, MediaJobName, MESSAGGI_MEDIA, ORARI_DEFAULT, QueueName } from '@ricambiamo/contracts';
import { startServiceProcess } from '@ricambiamo/testing';
import { Browser, listingInput, REGISTER, type Stack, startStack, uniqueEmail, completaDatiVendita, STACK_START_MS, PER_PUBBLICARE } from './stack';

jest.setTimeout(90_000);

// A Redis database of its own: the media queue starts empty and only this file's worker takes its jobs.
const REDIS_URL = 'redis://127.0.0.1:6379/11';
const UPLOAD_LIMIT = 6;

const START = `mutation ($packId: String!) { avviaAcquistoGettoni(packId: $packId) { sessionId } }`;
const PAY = `mutation ($id: String!) { pagaCheckoutSviluppo(sessionId: $id) { saldo } }`;
const BALANCE = `query { saldoGettoni }`;
const MINE = `query { mieAuto { id } }`;
const CREATE = `mutation ($input: CreateListingInput!) { creaAuto(input: $input) { id immagini } }`;
const UPDATE = `mutation ($input: UpdateListingInput!) { modificaAuto(input: $input) { id descrizione immagini } }`;

const NOT_A_KEY = '0123456789abcdef0123456789abcdef0123.png';

const photo = (colour: string) => sharp({ create: { width: 320, height: 240, channels: 3, background: colour } }).jpeg().toBuffer();

/** Declares 30000x30000 pixels in a few kilobytes: the worker fails it at once with IMAGE_TOO_MANY_PIXELS. */
async function pngBomb(): Promise<Buffer> {
  const bomb = Buffer.from(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).png().toBuffer());
  bomb.writeUInt32BE(30_000, 16);
  bomb.writeUInt32BE(30_000, 20);
  return bomb;
}

interface Seller {
  id: string;
  token: string;
  browser: Browser;
}

describe('listings and seller profiles take only ready uploads of their own seller (real gateway, media worker, catalogue, tokens, identity)', () => {
  let stack: Stack;
  let storageDir: string;
  let stopWorker: () => Promise<void>;
  let queue: Queue;

  beforeAll(async () => {
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    await redis.quit();
    storageDir = await mkdtemp(join(tmpdir(), 'gateway-uploads-inserzioni-'));
    stack = await startStack({ REDIS_URL, STORAGE_DIR: storageDir, UPLOAD_LIMIT: String(UPLOAD_LIMIT) }, PER_PUBBLICARE);
    stopWorker = await startServiceProcess('media-worker', {
      natsUrl: stack.nats.url,
      env: { REDIS_URL, STORAGE_DIR: storageDir, LOG_LEVEL: 'error' },
    });
    queue = new Queue(QueueName.Media, { connection: { url: REDIS_URL } });
  }, STACK_START_MS);

  afterAll(async () => {
    await queue?.close();
    await stopWorker?.();
    await stack?.stop();
    await rm(storageDir, { recursive: true, force: true });
  });

  async function seller(packId = 'gettoni-25'): Promise<Seller> {
    const browser = new Browser(stack.url);
    const registered = await browser.gql<{ registrati: { accessToken: string; user: { id: string } } }>(REGISTER, {
      input: { nome: 'Demolitore Prova', email: uniqueEmail('foto'), password: 'segretissima1', confermaPassword: 'segretissima1', ruolo: 'venditore' },
    });
    const { accessToken: token, user } = registered.data!.registrati;
    const started = await browser.gql<{ avviaAcquistoGettoni: { sessionId: string } }>(START, { packId }, token);
    await browser.gql(PAY, { id: started.data!.avviaAcquistoGettoni.sessionId }, token);
    await completaDatiVendita(browser, token, user.id);
    return { id: user.id, token, browser };
  }

  function post(who: Seller, bytes: Buffer, name = 'foto.jpg', target = 'store=auto-images'): Promise<Response> {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    return fetch(`${stack.url}/uploads?${target}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${who.token}` } });
  }

  async function uploaded(who: Seller, bytes: Buffer, name?: string, target?: string): Promise<UploadStatusDto> {
    const response = await post(who, bytes, name, target);
    expect(response.status).toBe(202);
    const { key } = (await response.json()) as UploadAcceptedDto;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const status = (await (await fetch(`${stack.url}/uploads/${key}`, { headers: { authorization: `Bearer ${who.token}` } })).json()) as UploadStatusDto;
      if (status.status !== 'processing') return status;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`upload ${key} still processing`);
  }

  async function readyKey(who: Seller, colour = '#1d4ed8', target?: string): Promise<string> {
    const status = await uploaded(who, await photo(colour), undefined, target);
    expect(status.status).toBe('ready');
    return status.key;
  }

  const balance = async (who: Seller) => (await who.browser.gql<{ saldoGettoni: number }>(BALANCE, {}, who.token)).data!.saldoGettoni;
  const listings = async (who: Seller) => (await who.browser.gql<{ mieAuto: unknown[] }>(MINE, {}, who.token)).data!.mieAuto;

  it.each([
    ['another seller’s ready photo', async () => readyKey(await seller())],
    [
      'a photo still processing',
      async (who: Seller) => {
        // Held back as if every worker were busy: the job exists, no image is published.
        const key = `${randomUUID()}.jpg`;
        await queue.add(MediaJobName.ProcessImage, { store: 'auto-images', key, uploaderId: who.id }, { jobId: key, delay: 3_600_000 });
        return key;
      },
    ],
    [
      'a photo whose processing failed',
      async (who: Seller) => {
        const status = await uploaded(who, await pngBomb(), 'bomba.png');
        expect(status).toMatchObject({ status: 'failed', code: 'IMAGE_TOO_MANY_PIXELS' });
        return status.key;
      },
    ],
    ['a key never uploaded', () => Promise.resolve(`${randomUUID()}.jpg`)],
    // 36 characters of [0-9a-f-] and an extension: the looser listing pattern of before took it, and the home page broke.
    ['a name shaped like a key that no upload gave', () => Promise.resolve(NOT_A_KEY)],
  ])('refuses a listing with %s, charging nothing and creating nothing', async (_name, keyFor) => {
    const who = await seller();
    const foreign = await keyFor(who);
    const own = await readyKey(who);
    const refused = await who.browser.gql(CREATE, { input: listingInput('Fiat', [own, foreign]) }, who.token);
    expect(refused.errors?.[0]).toMatchObject({ message: MESSAGGI_MEDIA.erroreImmagine, extensions: { code: 'IMAGE_UNAVAILABLE' } });
    expect(refused.data).toBeNull();
    expect(await balance(who)).toBe(25);
    expect(await listings(who)).toEqual([]);
  });

  it('publishes with its own ready photos; an edit keeps them after their jobs and grace period are over', async () => {
    const who = await seller();
    const [front, back] = [await readyKey(who, '#1d4ed8'), await readyKey(who, '#b91c1c')];
    // Ownership outlives the job records (removed a day after they finish): a fresh listing may still use them.
    await queue.remove(back);
    const created = await who.browser.gql<{ creaAuto: { id: string; immagini: string[] } }>(
      CREATE,
      { input: listingInput('Fiat', [front, back]) },
      who.token,
    );
    expect(created.errors).toBeUndefined();
    const { id } = created.data!.creaAuto;
    expect(created.data!.creaAuto.immagini).toEqual([front, back]);

    // Uploaded two days ago: too old for a new listing (the cleanup may be removing it), still fine where it is.
    await queue.remove(front);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await utimes(join(storageDir, MEDIA_PATHS.published('auto-images', front)), twoDaysAgo, twoDaysAgo);
    const reused = await who.browser.gql(CREATE, { input: listingInput('Fiat', [front]) }, who.token);
    expect(reused.errors?.[0]).toMatchObject({ message: MESSAGGI_MEDIA.erroreImmagine, extensions: { code: 'IMAGE_UNAVAILABLE' } });

    const ricambi = [{ nome: 'Cambio', prezzoCentesimi: 35000, spedizioneCentesimi: 3000 }];
    const side = await readyKey(who, '#15803d');
    const edited = await who.browser.gql<{ modificaAuto: { immagini: string[] } }>(
      UPDATE,
      { input: { id, descrizione: 'Foto laterale aggiunta', immagini: [back, front, side], ricambi } },
      who.token,
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.modificaAuto.immagini).toEqual([back, front, side]);

    // An edit may not slip in someone else's photo next to the ones it keeps.
    const stranger = await readyKey(await seller());
    const refused = await who.browser.gql(UPDATE, { input: { id, descrizione: 'altro', immagini: [front, stranger], ricambi } }, who.token);
    expect(refused.errors?.[0]).toMatchObject({ message: MESSAGGI_MEDIA.erroreImmagine, extensions: { code: 'IMAGE_UNAVAILABLE' } });
    expect(await balance(who)).toBe(25 - 5 - 1);
  });

  it('refuses an edit bringing a name that no upload gave, charging nothing and changing nothing', async () => {
    const who = await seller();
    const own = await readyKey(who);
    const created = await who.browser.gql<{ creaAuto: { id: string } }>(CREATE, { input: listingInput('Fiat', [own]) }, who.token);
    const { id } = created.data!.creaAuto;
    const ricambi = [{ nome: 'Cambio', prezzoCentesimi: 35000, spedizioneCentesimi: 3000 }];
    const refused = await who.browser.gql(UPDATE, { input: { id, descrizione: 'rotta', immagini: [own, NOT_A_KEY], ricambi } }, who.token);
    expect(refused.errors?.[0]).toMatchObject({ message: MESSAGGI_MEDIA.erroreImmagine, extensions: { code: 'IMAGE_UNAVAILABLE' } });
    expect(await balance(who)).toBe(25 - 5);
    const LISTING = `query ($id: ID!) { auto(id: $id) { descrizione immagini } }`;
    const kept = await who.browser.gql<{ auto: { descrizione: string | null; immagini: string[] } }>(LISTING, { id }, who.token);
    expect(kept.data!.auto).toEqual({ descrizione: null, immagini: [own] });
  });

  it(`refuses the upload after ${UPLOAD_LIMIT} in the window, for that seller only`, async () => {
    const [busy, other] = [await seller(), await seller()];
    const bytes = await photo('#f59e0b');
    for (let i = 0; i < UPLOAD_LIMIT; i++) expect((await post(busy, bytes)).status).toBe(202);
    const refused = await post(busy, bytes);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: MESSAGGI_MEDIA.troppiCaricamenti });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(other, bytes)).status).toBe(202);
  });

  describe('the seller profile’s logo and banner', () => {
    const SAVE = `mutation ($input: SellerProfileInput!) { aggiornaProfiloVenditore(input: $input) { logoImage bannerImage } }`;
    const IMAGES = `query { utenteCorrente { nomeAttivita logoImage bannerImage } }`;
    const LOGO = 'store=profile-images&kind=logo';
    const BANNER = 'store=profile-images&kind=banner';
    const profile = (images: { logoImage?: string | null; bannerImage?: string | null }) => ({
      nome: 'Demolitore Prova',
      nomeAttivita: 'Autodemolizioni Prova',
      partitaIva: '03018291207',
      orari: ORARI_DEFAULT,
      ...images,
    });
    const images = async (who: Seller) => (await who.browser.gql<{ utenteCorrente: Record<string, string | null> }>(IMAGES, {}, who.token)).data!.utenteCorrente;

    it('saves its own ready uploads, served under /media, and refuses others’ uploads, listing photos and unknown keys at their field', async () => {
      const who = await seller();
      const [logo, banner] = [await readyKey(who, '#1d4ed8', LOGO), await readyKey(who, '#b91c1c', BANNER)];
      const saved = await who.browser.gql(SAVE, { input: profile({ logoImage: logo, bannerImage: banner }) }, who.token);
      expect(saved).toEqual({ data: { aggiornaProfiloVenditore: { logoImage: logo, bannerImage: banner } } });
      expect((await fetch(`${stack.url}/media/profile-images/${banner}`)).status).toBe(200);

      const strangers = await readyKey(await seller(), '#15803d', LOGO);
      const listingPhoto = await readyKey(who, '#15803d');
      for (const input of [
        profile({ logoImage: strangers, bannerImage: banner }),
        profile({ logoImage: listingPhoto }),
        profile({ logoImage: `${randomUUID()}.png` }),
        profile({ logoImage: NOT_A_KEY }),
      ]) {
        const refused = await who.browser.gql(SAVE, { input: { ...input, nomeAttivita: 'Rubata' } }, who.token);
        expect(refused.errors?.[0]).toMatchObject({
          message: MESSAGGI_MEDIA.erroreImmagine,
          extensions: { code: 'IMAGE_UNAVAILABLE', fields: { logoImage: MESSAGGI_MEDIA.erroreImmagine } },
        });
      }
      expect(await images(who)).toEqual({ nomeAttivita: 'Autodemolizioni Prova', logoImage: logo, bannerImage: banner });
    });

    it('keeps the images it shows past their grace period, refuses a PNG logo as the banner, and removes them on null', async () => {
      const who = await seller();
      const pngLogo = (await uploaded(who, await sharp({ create: { width: 200, height: 200, channels: 4, background: '#1d4ed8' } }).png().toBuffer(), 'logo.png', LOGO)).key;
      const banner = await readyKey(who, '#b91c1c', BANNER);
      expect((await who.browser.gql(SAVE, { input: profile({ logoImage: pngLogo, bannerImage: banner }) }, who.token)).errors).toBeUndefined();

      // Two days later: no longer fresh uploads, but the profile already shows them, so a save that keeps them passes.
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
      for (const key of [pngLogo, banner]) {
        await queue.remove(key);
        await utimes(join(storageDir, MEDIA_PATHS.published('profile-images', key)), twoDaysAgo, twoDaysAgo);
      }
      const kept = await who.browser.gql(SAVE, { input: { ...profile({ logoImage: pngLogo, bannerImage: banner }), nomeAttivita: 'Nuovo Nome' } }, who.token);
      expect(kept.errors).toBeUndefined();

      const swapped = await who.browser.gql(SAVE, { input: profile({ logoImage: banner, bannerImage: pngLogo }) }, who.token);
      expect(swapped.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED', fields: { bannerImage: MESSAGGI_MEDIA.formatoBanner } } });

      const removed = await who.browser.gql(SAVE, { input: profile({ logoImage: null, bannerImage: null }) }, who.token);
      expect(removed).toEqual({ data: { aggiornaProfiloVenditore: { logoImage: null, bannerImage: null } } });
    });
  });
});
