import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const r = await fetch('http://localhost:8080/graphql', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' }, body: JSON.stringify({ query: '{ cercaAuto { items { id ricambiDisponibili venditore { id } } } }' }) });
const items = (await r.json()).data.cercaAuto.items.sort((a, b) => b.ricambiDisponibili - a.ricambiDisponibili);
const path = process.argv[2] === 'vetrina' ? `/venditore/${items[0].venditore.id}/profilo` : `/inserzione/${items[0].id}`;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
const { lhr } = await lighthouse(`http://localhost:8080${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
console.log(path, 'perf', lhr.categories.performance.score);
for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index']) console.log(id, lhr.audits[id].displayValue);
console.log(Object.keys(lhr.audits).filter(k=>k.includes('lcp')||k.includes('largest')).join(' ')); const lcp = lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element']; console.log(JSON.stringify(lcp?.details ?? {}).slice(0, 1500));
for (const id of ['lcp-discovery-insight','render-blocking-insight','network-dependency-tree-insight','document-latency-insight','image-delivery-insight']) { const a = lhr.audits[id]; if (a) console.log(id, a.score, a.displayValue ?? '', JSON.stringify(a.details ?? {}).slice(0, 600)); }
const items2 = lhr.audits['network-requests'].details.items; for (const i of items2) console.log(Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.transferSize, i.resourceType, i.url.replace('http://localhost:8080','').slice(0,90));
await chrome.kill();
