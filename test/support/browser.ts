import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from '@jest/globals';

/** Debian's Chromium (`apt-get install chromium`; .ci/run installs it): no browser download needed. */
export const CHROMIUM = process.env.CRIER_CHROMIUM ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * Builds the web client from web/ into a fresh folder, so the tests always see the current
 * source (never a stale dist/web) and never touch the developer's build.
 */
export function buildWebClient(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'crier-web-build-'));
  const root = join(__dirname, '..', '..');
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      'web/vite.config.mts',
      '--outDir',
      outDir,
    ],
    { cwd: root, stdio: 'pipe' },
  );
  return outDir;
}

export const SCREENSHOTS = join(__dirname, '..', 'browser', 'screenshots');

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core on the page as it is now: no serious or critical violation. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    // Runs in the page (the test's tsconfig has no DOM types).
    const page = globalThis as unknown as {
      axe: { run: (ctx: unknown) => Promise<{ violations: AxeViolation[] }> };
      document: unknown;
    };
    const result = await page.axe.run(page.document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect({ where, serious }).toEqual({ where, serious: [] });
}
