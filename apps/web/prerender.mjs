// The last step of the web build (project.json), after the browser build and the Node build of src/prerender.tsx:
// one HTML page per route of the app under dist/apps/web/pagine/, and pagine.json saying which page is whose. Each
// page is index.html with the route's first render in #root, its own <title> and description, and a prefetch for the
// chunks its screen loads on demand, so they download beside the entry instead of after it, at the lowest priority:
// as modulepreloads they competed with the stylesheet and the main photo for the first paint (docs/performance.md,
// Web audit). Then a .br and
// a .gz beside every text file, at the highest levels: the gateway (apps/gateway/src/web/web-app.ts) sends them as
// they are, so no request pays for compressing what only changes with a release.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const radice = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(radice, 'dist/apps/web');
const ssr = join(radice, 'dist/apps/web-prerender');
const manifestFile = join(dist, '.vite/manifest.json');

const { paginaPrerenderizzata, schermateDelPercorso, PERCORSI_DEL_SITO } = await import(
  pathToFileURL(join(ssr, 'prerender.mjs')).href
);
/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');

/** A chunk and every chunk it imports statically, as manifest keys. */
function chiusura(chiavi, visti = new Set()) {
  for (const chiave of chiavi) {
    if (visti.has(chiave)) continue;
    visti.add(chiave);
    chiusura(manifest[chiave].imports ?? [], visti);
  }
  return visti;
}

const giàNellaPagina = chiusura(Object.keys(manifest).filter((chiave) => manifest[chiave].isEntry));

function precarica(schermate) {
  const chiavi = schermate.map((nome) => {
    const chiave = Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && manifest[k].src?.endsWith(`/${nome}.tsx`));
    if (!chiave) throw new Error(`no chunk for the screen ${nome}: is it still in src/app/routes.tsx, in ${nome}.tsx?`);
    return chiave;
  });
  return [...chiusura(chiavi)]
    .filter((chiave) => !giàNellaPagina.has(chiave))
    .flatMap((chiave) => [
      `<link rel="prefetch" crossorigin href="/${manifest[chiave].file}">`,
      ...(manifest[chiave].css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
    ]);
}

/** Title and description the screen renders (React puts them first), moved to <head> in place of index.html's. */
const TESTA = [
  [/^<title>[^<]*<\/title>/, /<title>[^<]*<\/title>/],
  [/^<meta name="description" content="[^"]*"\/>/, /<meta name="description" content="[^"]*" \/>/],
];

function conTesta(html, corpo) {
  let pagina = html;
  let resto = corpo;
  for (let trovato = true; trovato; ) {
    trovato = false;
    for (const [inizio, nellaTesta] of TESTA) {
      const tag = resto.match(inizio)?.[0];
      if (!tag) continue;
      resto = resto.slice(tag.length);
      pagina = pagina.replace(nellaTesta, () => tag);
      trovato = true;
    }
  }
  return { pagina, resto };
}

/**
 * Until the app takes over (main.tsx renders afresh, it does not hydrate), whatever is typed or chosen in the
 * prerendered page would be lost: its controls come disabled, and its links work as plain links.
 */
const senzaControlliAttivi = (html) => html.replace(/<(input|select|textarea|button)\b/g, '<$1 disabled=""');

const fileDi = (percorso) =>
  percorso === '/' ? 'pagine/index.html' : percorso === '*' ? 'pagine/non-trovata.html' : `pagine${percorso.replace(/:/g, '_')}.html`;

rmSync(join(dist, 'pagine'), { recursive: true, force: true });
const pagine = {};
for (const percorso of PERCORSI_DEL_SITO) {
  const html = await paginaPrerenderizzata(percorso);
  if (html === null) continue;
  const { pagina, resto } = conTesta(template, html);
  const completa = pagina
    .replace('<div id="root"></div>', () => `<div id="root">${senzaControlliAttivi(resto)}</div>`)
    .replace('</head>', () => `${precarica(schermateDelPercorso(percorso)).map((l) => `  ${l}\n  `).join('')}</head>`);
  const file = fileDi(percorso);
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), completa);
  pagine[percorso] = file;
}
writeFileSync(join(dist, 'pagine.json'), `${JSON.stringify(pagine, null, 2)}\n`);
// Only this step reads the manifest; the gateway would otherwise serve it to anyone who asked.
rmSync(join(dist, '.vite'), { recursive: true, force: true });

for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
  const data = readFileSync(join(dist, file));
  if (data.length < 1024) continue;
  writeFileSync(join(dist, `${file}.br`), brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
  writeFileSync(join(dist, `${file}.gz`), gzipSync(data, { level: constants.Z_BEST_COMPRESSION }));
}
console.log(`prerendered ${Object.keys(pagine).length} pages into ${join(dist, 'pagine')}, compressed the build`);
