import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

// The end-to-end specs' `test`: each worker keeps one browser context and one tab, and hands them to its
// tests one after another, cleaned between tests, instead of a new context per test (docs/testing.md, decision
// 047). On two cores a new context cost about 1.3 s and 2.6 CPU-seconds (a renderer process to start and the
// app's scripts to compile cold), a page load in a warm tab 0.3 s: a third of the end-to-end suite's time.
//
// Between tests the tab leaves the app (its pagehide handlers write what they write then, not into the next
// test), local and session storage are cleared there, cookies and permissions forgotten, routes and listeners
// removed, extra tabs closed, the viewport and media emulation reset. The HTTP cache stays: the build's
// assets are immutable and every API answer is revalidated (no-cache).
//
// A test gets a context of its own when its options differ from the project's (a phone with touch, service
// workers allowed), when it asks with `test.use({ ownContext: true })` (a page clock or an init script, which
// cannot be taken back), and after a test that failed, so that one failure never leaks into the next test.

/** The context options a test can change with `test.use`; a change means a context made for it. */
type ContextKey = Pick<BrowserContextOptions, 'baseURL' | 'viewport' | 'isMobile' | 'hasTouch' | 'serviceWorkers' | 'javaScriptEnabled' | 'locale' | 'userAgent' | 'deviceScaleFactor'>;

class KeptTab {
  private context?: BrowserContext;
  private page?: Page;
  private key = '';

  constructor(private readonly browser: import('@playwright/test').Browser) {}

  async open(options: ContextKey): Promise<{ context: BrowserContext; page: Page }> {
    const key = JSON.stringify(options);
    if (!this.context || key !== this.key) {
      await this.drop();
      this.context = await this.browser.newContext(options);
      this.context.on('close', () => {
        this.context = undefined;
        this.page = undefined;
      });
      this.key = key;
    }
    if (!this.page || this.page.isClosed()) this.page = await this.context.newPage();
    return { context: this.context, page: this.page };
  }

  /** Makes the tab as a new one would be for the next test; drops it when anything is in doubt. */
  async clean(options: ContextKey): Promise<void> {
    const { context, page } = this;
    if (!context || !page || page.isClosed()) return this.drop();
    try {
      for (const other of context.pages()) if (other !== page) await other.close();
      page.removeAllListeners();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      // A small document of the site's own origin: the app's document is gone, its storage reachable.
      await page.goto(new URL('/favicon.svg', options.baseURL).href);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await context.clearCookies();
      await context.clearPermissions();
      await context.setOffline(false);
      await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
      if (options.viewport) await page.setViewportSize(options.viewport);
    } catch {
      await this.drop();
    }
  }

  async drop(): Promise<void> {
    const context = this.context;
    this.context = undefined;
    this.page = undefined;
    await context?.close().catch(() => undefined);
  }
}

export const test = base.extend<{ ownContext: boolean }, { keptTab: KeptTab }>({
  ownContext: [false, { option: true }],
  keptTab: [
    async ({ browser }, use) => {
      const tab = new KeptTab(browser);
      await use(tab);
      await tab.drop();
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, keptTab, ownContext, baseURL, viewport, isMobile, hasTouch, serviceWorkers, javaScriptEnabled, locale, userAgent, deviceScaleFactor }, use, testInfo) => {
    const options: ContextKey = { baseURL, viewport, isMobile, hasTouch, serviceWorkers, javaScriptEnabled, locale, userAgent, deviceScaleFactor };
    if (ownContext) {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    const { context } = await keptTab.open(options);
    await use(context);
    if (testInfo.status === testInfo.expectedStatus) await keptTab.clean(options);
    else await keptTab.drop();
  },
  page: async ({ context, keptTab, ownContext, baseURL, viewport, isMobile, hasTouch, serviceWorkers, javaScriptEnabled, locale, userAgent, deviceScaleFactor }, use) => {
    if (ownContext) return use(await context.newPage());
    const { page } = await keptTab.open({ baseURL, viewport, isMobile, hasTouch, serviceWorkers, javaScriptEnabled, locale, userAgent, deviceScaleFactor });
    await use(page);
  },
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
