/**
 * How soon the rich-text editor is usable: from opening "Create Article" (a client-side
 * navigation, as an editor does from the menu) to the first section's editor accepting
 * typed text. The editor (Tiptap, KaTeX) is loaded on demand, so the first opening
 * fetches it and later ones find it cached. Run: npm run bench:editor (builds first;
 * Chromium from CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { chromium } from 'playwright-core';
import { BENCH_ADMIN, startProduct } from './product.js';

const RUNS = 7;
const product = await startProduct({});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage({ baseURL: product.url, viewport: { width: 1360, height: 900 } });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(BENCH_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(BENCH_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('navigation').first().waitFor();

  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto('/dashboard');
    await page.getByRole('navigation').first().waitFor();
    const started = Date.now();
    // A client-side navigation, as following the menu is.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/article/create');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const editor = page.getByRole('textbox', { name: 'Section 1 content' });
    await editor.click();
    await page.keyboard.type('x');
    await page.waitForFunction(() => document.querySelector('[contenteditable="true"]')?.textContent?.includes('x'));
    times.push(Date.now() - started);
  }
  const [first, ...cached] = times;
  cached.sort((a, b) => a - b);
  console.log(
    `Editor usable after opening Create Article: first ${first} ms (downloads the editor), then median ${cached[Math.floor(cached.length / 2)]} ms, worst ${cached.at(-1)} ms over ${cached.length} openings`,
  );
} finally {
  await browser.close();
  await product.stop();
}
