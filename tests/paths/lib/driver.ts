import type { BrowserContext, Page } from '@playwright/test';

/** What a path's gestures and assertions work with: the page, and its browser context (cookies). */
export interface BrowserDriver {
  page: Page;
  context: BrowserContext;
  baseURL: string;
}
