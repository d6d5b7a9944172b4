// "Try it" on the docs page (issue 39 part 3), in Debian's Chromium, the page opened from disk: every operation has
// its button and only the first press loads the panel; create → get → capture → refund → clock → notification run
// through the panels against the simulator in a Web Worker, with no request leaving the page (every request that is
// not file:, data: or blob: is refused and recorded, and none is expected); every answer and notification is checked
// here by the generated validators too (not only by the panel's own verdict); idempotency shows as its header;
// "copy as code"; keyboard use; axe-core with the panel open; a versioned page with its own spec. Screenshots of the
// panel go to test/artifacts/latest/.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { validateNotification, validateResponse } from '@payments-contract/validators';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocs, SITE } from '../../docs/build.js';
import { serveSite } from '../../docs/serve.js';
import { tryItOperations } from '../../docs/tryit/operations.js';
import { CHROMIUM, launchChromium } from '../helpers/chromium.js';
import { patience } from '../helpers/patience.js';

const present = existsSync(CHROMIUM);
if (!present && process.env.CI)
  throw new Error(`${CHROMIUM} is missing: .ci/run installs it with 'apt-get install -y chromium'`);

const require = createRequire(import.meta.url);
const artifacts = new URL('../artifacts/latest/', import.meta.url).pathname;
let browser: Browser;
let page: Page;
const outside: string[] = [];
const requested: string[] = [];

/** A page from disk that refuses (and records) every request not file:, data: or blob:. */
async function openFromDisk(file: string, hash = '', base = 'file://', local = /^(file|data|blob):/) {
  const opened = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await opened.route('**/*', (route) => {
    const url = route.request().url();
    requested.push(url);
    if (local.test(url)) return route.continue();
    outside.push(url);
    return route.abort();
  });
  await opened.goto(`${base}${file}${hash}`);
  await opened
    .locator('[data-component-name="Menu/MenuItem"]')
    .first()
    .waitFor({ timeout: patience(60_000) });
  return opened;
}

const operations = () => tryItOperations(JSON.parse(readFileSync(join(dirname(SITE), 'openapi.json'), 'utf8')));
const sectionOf = (key: string) => {
  const found = operations().find((operation) => operation.key === key);
  if (!found) throw new Error(`no operation ${key}`);
  return found.section;
};

/** Opens the operation's section and its panel (pressing "Try it" once), returning the panel. */
async function panelOf(on: Page, key: string): Promise<Locator> {
  const section = sectionOf(key);
  await on.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${section}`);
  const host = on.locator(`[data-section-id="${section}"]`);
  const panel = host.locator(`.tryit-panel[data-operation="${key}"]`);
  if (!(await panel.count())) {
    await host
      .getByRole('button', { name: 'Try it', exact: true })
      .first()
      .click({ timeout: patience(20_000) });
    await panel.waitFor({ timeout: patience(30_000) });
  }
  return panel;
}

type Answer = { status: number; statusLine: string; headers: Record<string, string>; body: any; valid: boolean };

/** Presses `button` in the panel and reads the answer the panel shows once it changes. */
async function press(panel: Locator, button: string): Promise<Answer> {
  const before = await panel.locator('.tryit-answer-slot').innerText();
  await panel.getByRole('button', { name: button, exact: true }).click();
  await panel.page().waitForFunction(
    ([slot, previous]) => {
      const text = (slot as Element).textContent ?? '';
      return text !== previous && /Status/.test(text);
    },
    [await panel.locator('.tryit-answer-slot').elementHandle(), before] as const,
    { timeout: patience(30_000) },
  );
  const answer = panel.locator('.tryit-answer');
  const status = Number(await answer.locator('.tryit-status').getAttribute('data-status'));
  const names = await answer.locator('.tryit-headers dt').allInnerTexts();
  const values = await answer.locator('.tryit-headers dd').allInnerTexts();
  const text = await answer.locator('.tryit-body').innerText();
  const verdict = answer.locator('[data-valid]');
  return {
    status,
    statusLine: (await answer.locator('.tryit-status').innerText()).trim(),
    headers: Object.fromEntries(names.map((name, i) => [name, values[i] ?? ''])),
    body: text === '(no body)' ? undefined : JSON.parse(text),
    valid: (await verdict.count()) > 0 && (await verdict.getAttribute('data-valid')) === 'true',
  };
}

/** The generated validators' verdict on an answer, here in the test. */
function checked(key: string, answer: Answer) {
  const result = validateResponse(key as never, answer.status as never, answer.body);
  return result.ok ? [] : result.errors.map((error) => `${key} ${answer.status}: ${error.path} ${error.message}`);
}

beforeAll(async () => {
  if (!present) return;
  if (!existsSync(SITE) || !existsSync(join(dirname(SITE), 'tryit.js'))) await buildDocs();
  await mkdir(artifacts, { recursive: true });
  browser = await launchChromium();
  page = await openFromDisk(SITE);
}, patience(120_000));

afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!present)('"Try it" on the docs page, opened from disk', () => {
  it(
    'has a section with a "Try it" button for every operation, and loads nothing for it until one is pressed',
    async () => {
      const all = operations();
      const document = JSON.parse(readFileSync(join(dirname(SITE), 'openapi.json'), 'utf8'));
      const count = Object.values(document.paths).flatMap((item: any) =>
        Object.keys(item).filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method)),
      ).length;
      expect(all).toHaveLength(count);
      // The loader carries every operation's section; the button shows in each section Redoc renders.
      const carried = await page.evaluate(() => [...document.scripts].some((s) => s.textContent?.includes('tryit.js')));
      expect(carried).toBe(true);
      for (const { key, section } of [all[0], all[Math.floor(all.length / 2)], all[all.length - 1]].filter(
        Boolean,
      ) as typeof all) {
        await page.evaluate((hash) => {
          window.location.hash = hash;
        }, `#${section}`);
        await page
          .locator(`[data-section-id="${section}"]`)
          .getByRole('button', { name: 'Try it', exact: true })
          .first()
          .waitFor({ timeout: patience(20_000) });
        expect(key).toBeTruthy();
      }
      expect(requested.filter((url) => url.endsWith('/tryit.js'))).toEqual([]);
      expect(await page.evaluate(() => 'paymentsTryIt' in window)).toBe(false);
    },
    patience(120_000),
  );

  it(
    'runs create → get → capture → refund → clock → notification through the panels, every answer valid, nothing sent off the page',
    async () => {
      const invalid: string[] = [];
      // Create: an mbw payment the customer accepts (held, as an authorisation, by the simulator's choice).
      const create = await panelOf(page, 'POST /single');
      expect(requested.filter((url) => url.endsWith('/tryit.js'))).toHaveLength(1);
      await expect(create.getByRole('link', { name: 'the simulator guide' }).getAttribute('href')).resolves.toMatch(
        /^#\/guide-simulator\//,
      );
      expect(await create.locator('input, textarea').evaluateAll((fields) => fields.map((f) => f.id))).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/api-?key/i)]),
      );
      await create.getByRole('button', { name: 'mbw: the customer accepts' }).click();
      await create.screenshot({ path: `${artifacts}tryit-panel.png` });
      const created = await press(create, 'Send');
      expect(created.status).toBe(201);
      // The status line: the code and its reason phrase.
      expect(created.statusLine).toBe('Status 201 Created');
      expect(created.valid).toBe(true);
      invalid.push(...checked('POST /single', created));
      expect(created.headers['Idempotency-Replay']).toBe('(absent)');
      // The same request again, with the same Idempotency-Key: the stored answer, marked as a replay.
      const replayed = await press(create, 'Send');
      expect(replayed.headers['Idempotency-Replay']).toBe('true');
      expect(replayed.body).toEqual(created.body);
      await create.screenshot({ path: `${artifacts}tryit-answer.png` });
      const id = created.body.id as string;

      const get = await panelOf(page, 'GET /single/{id}');
      await expect(get.getByLabel('Path: id').inputValue()).resolves.toBe(id);
      const read = await press(get, 'Send');
      expect([read.status, read.body.id, read.valid]).toEqual([200, id, true]);
      invalid.push(...checked('GET /single/{id}', read));

      const capture = await panelOf(page, 'POST /capture/{id}');
      await expect(capture.getByLabel('Path: id').inputValue()).resolves.toBe(id);
      // The whole value, without the example's split to another account.
      const body = capture.getByLabel('JSON body (editable)');
      const example = JSON.parse(await body.inputValue());
      delete example.splits;
      await body.fill(JSON.stringify({ ...example, value: read.body.value ?? example.value }));
      const captured = await press(capture, 'Send');
      expect([captured.status, captured.valid]).toEqual([201, true]);
      invalid.push(...checked('POST /capture/{id}', captured));

      const refund = await panelOf(page, 'POST /refund/{id}');
      await expect(refund.getByLabel('Path: id').inputValue()).resolves.toBe(id);
      const refunded = await press(refund, 'Send');
      expect(refunded.status).toBeLessThan(300);
      expect(refunded.valid).toBe(true);
      invalid.push(...checked('POST /refund/{id}', refunded));

      const clock = await press(refund, 'Advance the clock a day');
      expect(clock.status).toBe(200);
      const after = await press(refund, 'Advance the clock past 18:00 Lisbon');
      expect(after.status).toBe(200);
      const lisbonHour = Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: 'numeric', hourCycle: 'h23' }).format(
          new Date(after.body.now),
        ),
      );
      expect(lisbonHour).toBe(18);

      await refund.getByRole('button', { name: 'List notifications' }).click();
      const list = refund.locator('.tryit-notifications li');
      await list.first().waitFor({ timeout: patience(10_000) });
      const items = await list.evaluateAll((lis) =>
        lis.map((li) => ({
          valid: li.getAttribute('data-valid'),
          text: li.querySelector('strong')?.textContent ?? '',
          body: li.querySelector('pre')?.textContent ?? '',
        })),
      );
      await refund.locator('.tryit-notifications').screenshot({ path: `${artifacts}tryit-notifications.png` });
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.valid).toBe('true');
        const kind = item.text;
        const result = validateNotification(JSON.parse(item.body), kind as never);
        if (!result.ok) invalid.push(`notification ${kind}: ${JSON.stringify(result.errors)}`);
      }
      expect(invalid).toEqual([]);
      expect(outside).toEqual([]);
    },
    patience(240_000),
  );

  it('bundles one copy of the validators in the worker (the one the simulator imports)', async () => {
    const { build } = await import('esbuild');
    const { metafile } = await build({
      entryPoints: [new URL('../../docs/tryit/worker.js', import.meta.url).pathname],
      bundle: true,
      platform: 'browser',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const copies = new Set(
      Object.keys(metafile.inputs)
        .map((input) => /packages\/validators\/(\w+)\//.exec(input)?.[1])
        .filter(Boolean),
    );
    expect([...copies]).toHaveLength(1);
  });

  it(
    'keeps an open panel, its edited fields and its answer, when Redoc renders its section anew (leave and come back)',
    async () => {
      const key = 'POST /link';
      const panel = await panelOf(page, key);
      const body = panel.getByLabel('JSON body (editable)');
      const edited = JSON.stringify({ ...JSON.parse(await body.inputValue()), description: 'left and came back' });
      await body.fill(edited);
      const answer = await press(panel, 'Send');
      expect(answer.statusLine).toMatch(/^Status \d{3} [A-Z]/);
      // Leave: Redoc drops the section's content, and the panel with it.
      const far = operations().at(-1)?.section ?? '';
      expect(far).not.toBe(sectionOf(key));
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#${far}`);
      await panel.waitFor({ state: 'detached', timeout: patience(20_000) });
      // Come back: the same panel, without pressing "Try it" again, as it was left.
      await page.evaluate(
        (hash) => {
          window.location.hash = hash;
        },
        `#${sectionOf(key)}`,
      );
      await panel.waitFor({ timeout: patience(20_000) });
      expect(await page.locator(`.tryit-panel[data-operation="${key}"]`).count()).toBe(1);
      await expect(body.inputValue()).resolves.toBe(edited);
      await expect(panel.locator('.tryit-status').innerText()).resolves.toBe(answer.statusLine);
      // And it still works.
      const idempotencyKey = panel.getByLabel('Idempotency-Key');
      if (await idempotencyKey.count()) await idempotencyKey.fill(crypto.randomUUID());
      const again = await press(panel, 'Send');
      expect(again.status).toBe(answer.status);
      expect(outside).toEqual([]);
    },
    patience(120_000),
  );

  it(
    'pays a multibanco reference, declines an mbw request, and resets the simulator',
    async () => {
      const create = await panelOf(page, 'POST /single');
      const body = create.getByLabel('JSON body (editable)');
      const example = operations().find((operation) => operation.key === 'POST /single')?.body as Record<
        string,
        unknown
      >;
      // The multibanco payment of the example, then the customer pays its reference.
      await body.fill(JSON.stringify({ ...example, method: 'mb' }));
      await create.getByLabel('Idempotency-Key').fill(crypto.randomUUID());
      const mb = await press(create, 'Send');
      expect([mb.status, mb.body.method.type]).toEqual([201, 'mb']);
      const paid = await press(create, 'Pay the multibanco reference');
      expect([paid.status, paid.body.payment_status]).toEqual([200, 'paid']);
      const get = await panelOf(page, 'GET /single/{id}');
      await expect(get.getByLabel('Path: id').inputValue()).resolves.toBe(mb.body.id);
      const read = await press(get, 'Send');
      expect([read.body.payment_status, read.valid]).toEqual(['paid', true]);
      // mbw, the customer declines (the simulator's declined amount).
      const again = await panelOf(page, 'POST /single');
      await again.getByRole('button', { name: /^mbw: the customer declines/ }).click();
      await again.getByLabel('Idempotency-Key').fill(crypto.randomUUID());
      const declined = await press(again, 'Send');
      expect(declined.status).toBe(201);
      const readDeclined = await press(await panelOf(page, 'GET /single/{id}'), 'Send');
      expect([readDeclined.body.id, readDeclined.body.payment_status]).toEqual([declined.body.id, 'failed']);
      // Reset: the payment is gone.
      const panel = await panelOf(page, 'GET /single/{id}');
      await panel.getByRole('button', { name: 'Reset the simulator' }).click();
      await panel.getByText('The simulator was reset').waitFor({ timeout: patience(10_000) });
      await panel.getByLabel('Path: id').fill(declined.body.id);
      const gone = await press(panel, 'Send');
      expect([gone.status, gone.statusLine, gone.valid]).toEqual([404, 'Status 404 Not Found', true]);
      expect(outside).toEqual([]);
    },
    patience(120_000),
  );

  it('copies the request as a TypeScript client call and as curl against the sandbox', async () => {
    const create = await panelOf(page, 'POST /single');
    // The request as edited in the panel, not the example.
    const body = create.getByLabel('JSON body (editable)');
    await body.fill(JSON.stringify({ ...JSON.parse(await body.inputValue()), method: 'mbw', value: 12.34 }));
    await create.getByRole('button', { name: 'Copy as curl' }).click();
    const curl = await create.locator('.tryit-code').innerText();
    expect(curl).toMatch(/^curl -sS -X POST "\$PAYMENTS_BASE_URL\/single"/);
    expect(curl).toContain('Idempotency-Key: ');
    expect(curl).toContain('"value":12.34,"method":"mbw"');
    expect(curl).not.toMatch(/simulator-key|simulator-account/);
    await create.getByRole('button', { name: 'Copy as TypeScript' }).click();
    const typescript = await create.locator('.tryit-code').innerText();
    expect(typescript).toContain('await client.POST("/single"');
    expect(typescript).toContain('"method": "mbw"');
    expect(typescript).toContain('"value": 12.34');
  });

  it("is labelled as the simulator, with links to its guide's choices and to why there is no ApiKey field", async () => {
    const wrong: string[] = [];
    const links: Array<[string, string]> = [
      ['the simulator guide', 'Choices the simulator makes where the interface is silent'],
      ['why', 'Try it in the docs page'],
    ];
    for (const [link, heading] of links) {
      const create = await panelOf(page, 'POST /single');
      await expect(create.locator('.tryit-label').innerText()).resolves.toMatch(/^The simulator, not the service/);
      await create.getByRole('link', { name: link, exact: true }).click();
      const shown = await page
        .waitForFunction(
          (wanted) =>
            [...document.querySelectorAll('h1, h2, h3')].some((h) => {
              const box = h.getBoundingClientRect();
              return h.textContent?.trim() === wanted && box.bottom > 0 && box.top < window.innerHeight;
            }),
          heading,
          { timeout: patience(10_000) },
        )
        .then(
          () => true,
          () => false,
        );
      if (!shown) wrong.push(`"${link}" did not open "${heading}" (at ${new URL(page.url()).hash})`);
    }
    expect(wrong).toEqual([]);
  });

  it('is usable from the keyboard: the button opens the panel and focus moves into it', async () => {
    const section = sectionOf('GET /capture/{id}');
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${section}`);
    const button = page.locator(`[data-section-id="${section}"]`).getByRole('button', { name: 'Try it', exact: true });
    await button.first().focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('.tryit-panel[data-operation="GET /capture/{id}"]');
    await panel.waitFor({ timeout: patience(20_000) });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Try it: GET /capture/{id}');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.closest('.tryit-panel') !== null)).resolves.toBe(true);
    // Send by keyboard.
    await panel.getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Enter');
    await panel.locator('.tryit-status').waitFor({ timeout: patience(20_000) });
  });

  it('has no serious or critical axe-core violation with the panel open', async () => {
    await panelOf(page, 'POST /single');
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const results = await page.evaluate(async () => {
      // @ts-expect-error axe is the script just added
      const { violations } = await window.axe.run('.tryit-panel');
      return violations.map((v: { id: string; impact: string; nodes: unknown[]; help: string }) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.length,
        help: v.help,
      }));
    });
    expect(results.filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it("works on a released version's page with its own version's tryit.js", async () => {
    const versions = JSON.parse(readFileSync(join(dirname(SITE), 'versions.json'), 'utf8'));
    const released = versions.find((v: { version: string }) => v.version !== 'working');
    expect(released).toBeDefined();
    const file = join(dirname(SITE), released.page);
    const versioned = await openFromDisk(file);
    const create = await panelOf(versioned, 'POST /single');
    expect(requested).toContain(`file://${join(dirname(file), 'tryit.js')}`);
    const created = await press(create, 'Send');
    expect([created.status, created.valid]).toEqual([201, true]);
    await versioned.close();
    expect(outside).toEqual([]);
  });

  it('works served by the preview server (npm run docs:serve), tryit.js served as a script', async () => {
    const server = await serveSite({ root: dirname(SITE) });
    try {
      const origin = server.url.replace(/\/$/, '');
      const served = await openFromDisk('/index.html', '', origin, /^(data|blob):|^http:\/\/127\.0\.0\.1[:/]/);
      const create = await panelOf(served, 'POST /single');
      const created = await press(create, 'Send');
      expect([created.status, created.valid]).toEqual([201, true]);
      await served.close();
      // As a script, so that a host sending `X-Content-Type-Options: nosniff` still runs it.
      const head = await fetch(`${origin}/tryit.js`, { method: 'HEAD' });
      expect(head.headers.get('content-type')).toMatch(/^text\/javascript/);
    } finally {
      await server.close();
    }
    expect(outside).toEqual([]);
  });
});
