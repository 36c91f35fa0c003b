#!/usr/bin/env node
// `npm run audit:web`: Lighthouse (mobile and desktop presets) and axe against the running product (`npm start`),
// with Debian's Chromium, on the home page, the listing with the most parts, /login, a benefit page, that listing's
// seller's public page and the seller dashboard. Prints one table, then each target beside its figure; nothing is
// downloaded. E2E_BASE_URL picks another address (default http://localhost:8080).
import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const BASE = process.env.E2E_BASE_URL ?? 'http://localhost:8080';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SELLER = { email: 'venditore@ricambiamo.it', password: 'demo1234' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const MOBILE_RUNS = Number(process.env.AUDIT_MOBILE_RUNS ?? 3);
/** Lighthouse's mobile performance score on the pages buyers land on, and the JavaScript the home page loads first. */
const MOBILE_TARGET = 95;
const PAGINE_CON_OBIETTIVO = new Set(['home', 'inserzione', 'login', 'vetrina venditore']);
const HOME_JS_TARGET_KB = 150;

/**
 * Of the listings the home search shows, the one with the most parts (the heaviest listing page) and its seller, whose
 * public page is audited too.
 */
async function listingWithMostParts() {
  const response = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ query: '{ cercaAuto { items { id ricambiDisponibili venditore { id } } } }' }),
  });
  const { data } = await response.json();
  const [auto] = [...(data?.cercaAuto?.items ?? [])].sort((a, b) => b.ricambiDisponibili - a.ricambiDisponibili);
  if (!auto) throw new Error('no listing to audit: start the product with its demo data (npm start)');
  return { path: `/inserzione/${auto.id}`, ricambi: auto.ricambiDisponibili, venditore: `/venditore/${auto.venditore.id}/profilo` };
}

/** The seller's refresh cookie, so Lighthouse opens the dashboard as the demo seller does after logging in. */
async function sellerCookie(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill(SELLER.email);
  await page.getByLabel('Password').fill(SELLER.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL(`${BASE}/`);
  const cookies = await context.cookies();
  await context.close();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

async function axeViolations(browser, path, cookie) {
  const context = await browser.newContext({ locale: 'it-IT' });
  if (cookie) {
    const url = new URL(BASE);
    await context.addCookies(cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), domain: url.hostname, path: '/' };
    }));
  }
  const page = await context.newPage();
  await page.goto(`${BASE}${path}`);
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  await context.close();
  const byImpact = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const rules = [];
  for (const v of violations) {
    byImpact[v.impact ?? 'minor'] += 1;
    rules.push(`${v.id}(${v.impact})`);
  }
  return { byImpact, rules };
}

async function lighthouseRun(port, path, preset, cookie) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, extraHeaders: cookie ? { Cookie: cookie } : undefined };
  const { lhr } = await lighthouse(`${BASE}${path}`, flags, preset === 'desktop' ? desktopConfig : undefined);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')),
    jsKb: Math.round(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024),
  };
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
try {
  // A fresh login for every run: a run's browser rotates the refresh cookie, and the next one presenting the old cookie
  // would read as a stolen session and be logged out.
  const cookie = () => sellerCookie(browser);
  const inserzione = await listingWithMostParts();
  const pages = [
    { name: 'home', path: '/' },
    { name: 'inserzione', path: inserzione.path },
    { name: 'login', path: '/login' },
    { name: 'vantaggi venditori', path: '/seller-benefits' },
    { name: 'vetrina venditore', path: inserzione.venditore },
    { name: 'dashboard venditore', path: '/venditore', cookie },
  ];
  const rows = [];
  for (const page of pages) {
    // Lighthouse's mobile score moves by a few points from one run to the next on this machine: the median of three.
    const mobili = [];
    for (let i = 0; i < MOBILE_RUNS; i++) mobili.push(await lighthouseRun(chrome.port, page.path, 'mobile', await page.cookie?.()));
    const mobile = mobili.sort((a, b) => a.performance - b.performance)[Math.floor(MOBILE_RUNS / 2)];
    const desktop = await lighthouseRun(chrome.port, page.path, 'desktop', await page.cookie?.());
    const axe = await axeViolations(browser, page.path, await page.cookie?.());
    rows.push({ ...page, mobile, desktop, axe });
    console.error(`… ${page.name}`);
  }
  console.log('| pagina | perf. mobile | perf. desktop | accessibilità | best practices | SEO | LCP mobile | CLS | TBT mobile | JS trasferito | axe critical/serious/moderate/minor |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { name, mobile, desktop, axe } of rows) {
    const a = axe.byImpact;
    console.log(
      `| ${name} | ${mobile.performance} | ${desktop.performance} | ${mobile.accessibility} | ${mobile.bestPractices} | ${mobile.seo} | ` +
        `${(mobile.lcpMs / 1000).toFixed(1)} s | ${mobile.cls} | ${mobile.tbtMs} ms | ${mobile.jsKb} KB | ` +
        `${a.critical}/${a.serious}/${a.moderate}/${a.minor}${axe.rules.length ? ` (${axe.rules.join(', ')})` : ''} |`,
    );
  }
  const esito = (ok) => (ok ? 'sì' : 'NO');
  const conObiettivo = rows.filter((row) => PAGINE_CON_OBIETTIVO.has(row.name));
  const peggiore = Math.min(...conObiettivo.map((row) => row.mobile.performance));
  const jsHome = rows.find((row) => row.name === 'home').mobile.jsKb;
  console.log(`\nL'inserzione è quella con più ricambi tra le auto della home: ${inserzione.ricambi}.`);
  console.log('Obiettivi:');
  console.log(`  Lighthouse mobile ≥ ${MOBILE_TARGET} su ${[...PAGINE_CON_OBIETTIVO].join(', ')}: peggiore ${peggiore}, ${esito(peggiore >= MOBILE_TARGET)}`);
  console.log(`  JavaScript del primo caricamento di / ≤ ${HOME_JS_TARGET_KB} KB compressi: ${jsHome} KB, ${esito(jsHome <= HOME_JS_TARGET_KB)}`);
} finally {
  await chrome.kill();
  await browser.close();
}
