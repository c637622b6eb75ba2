import type { BrowserContext, Page } from '@playwright/test';

/** What a path's gestures and assertions work with: the page, and its browser context (cookies). */
export interface BrowserDriver {
  page: Page;
  context: BrowserContext;
  baseURL: string;
  /** The path's position in its chart's plan, for keeping side-by-side paths apart (travel days). */
  index: number;
}
