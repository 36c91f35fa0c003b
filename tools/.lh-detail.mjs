// one-off investigation helper (not committed): Lighthouse mobile on one path, LCP element, phases, metrics
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const BASE = process.env.E2E_BASE_URL ?? 'http://localhost:8080';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
try {
  for (const path of process.argv.slice(2)) {
    const { lhr } = await lighthouse(`${BASE}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = (id) => lhr.audits[id];
    console.log('==', path, 'score', Math.round(lhr.categories.performance.score * 100));
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive'])
      console.log(' ', id, Math.round(a(id)?.numericValue ?? -1), 'score', a(id)?.score);
    console.log('  lcp element', JSON.stringify(a('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a('largest-contentful-paint-element')?.details?.items?.[0]));
    console.log('  lcp phases', JSON.stringify(a('lcp-breakdown-insight')?.details ?? a('largest-contentful-paint-element')?.details?.items?.[1]));
    const reqs = (a('network-requests')?.details?.items ?? []).map((r) => `${Math.round(r.networkRequestTime ?? r.startTime)}-${Math.round(r.networkEndTime ?? r.endTime)} ${r.resourceType} ${Math.round((r.transferSize ?? 0) / 1024)}K ${r.url.replace(BASE, '')}`);
    console.log('  requests:\n   ' + reqs.join('\n   '));
    console.log('  long tasks', JSON.stringify((a('long-tasks')?.details?.items ?? []).map((t) => [Math.round(t.startTime), Math.round(t.duration), t.url?.replace(BASE, '')])));
    console.log('  bootup', JSON.stringify((a('bootup-time')?.details?.items ?? []).slice(0, 5).map((t) => [t.url.replace(BASE, ''), Math.round(t.total), Math.round(t.scripting)])));
  }
} finally {
  await chrome.kill();
}
