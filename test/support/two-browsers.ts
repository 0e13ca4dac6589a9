import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Clock } from '../../src/common/clock/clock';
import { buildWebClient, launchChromium } from './browser';
import { listenOnLoopback, startTestApp, type TestApp } from './test-app';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const GAME_URL = /#\/games\/([0-9a-f-]{36})$/;

/** Runs in the page: what the web client keeps in localStorage. */
export const storedSession = (): any => JSON.parse((globalThis as any).localStorage.getItem('crier.session') ?? 'null');

/** The game a page landed on. */
export async function landedGame(page: Page): Promise<string> {
  await page.waitForURL(GAME_URL);
  return GAME_URL.exec(page.url())![1]!;
}

/** Signs up `name` from the welcome page, as a person would. */
export async function signUp(page: Page, base: string, name: string): Promise<void> {
  await page.goto(base + '/');
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByTestId('player-name').getByText(name).waitFor();
}

/**
 * The browser specs' stage: the web client built from the current source, the app serving it on
 * loopback, and Chromium with two people: Ada at a desk (1280×900) and Bob on a phone (390×844).
 */
export interface TwoBrowsers {
  t: TestApp;
  base: string;
  browser: Browser;
  ada: Page;
  bob: Page;
  close(): Promise<void>;
}

/**
 * Sets the stage; `waitMs` is each page's default wait, short so a failing step says so in
 * seconds rather than after the suite's timeout. What was started is closed again if a step fails.
 */
export async function openTwoBrowsers(clock: Clock, waitMs: number): Promise<TwoBrowsers> {
  const webDir = buildWebClient();
  let t: TestApp | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  };
  try {
    t = await startTestApp({}, undefined, clock, undefined, webDir);
    const base = await listenOnLoopback(t);
    browser = await launchChromium();
    const page = async (context: BrowserContext) => {
      context.setDefaultTimeout(waitMs);
      return context.newPage();
    };
    const ada = await page(await browser.newContext({ viewport: DESKTOP }));
    const bob = await page(await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true }));
    return { t, base, browser, ada, bob, close };
  } catch (e) {
    await close();
    throw e;
  }
}
