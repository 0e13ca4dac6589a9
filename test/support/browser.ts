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

interface LayoutProblem {
  what: string;
  where: string;
  size?: string;
}

/**
 * The page as a phone shows it (run it at 390×844): nothing wider than the screen, no text
 * under 12 px, and every link, button and form control a tap target of at least 44 × 44 px
 * (a checkbox counts with its label). `skip` leaves out parts that are not this page's (a
 * game board, say). Hidden and visually-hidden elements are ignored.
 */
export async function expectPhoneFriendly(page: Page, where: string, skip: string[] = []): Promise<void> {
  const problems = await page.evaluate((skipped: string[]) => {
    // Runs in the page (the test's tsconfig has no DOM types).
    const doc = (globalThis as any).document;
    const win = globalThis as any;
    const out: { what: string; where: string; size?: string }[] = [];
    const name = (el: any) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${String(el.textContent ?? el.value ?? '')
        .trim()
        .slice(0, 40)}"`;
    const ignored = (el: any) =>
      skipped.some((s) => el.closest(s)) ||
      el.closest('.visually-hidden, .skip, [hidden]') ||
      (el.closest('details:not([open])') && !el.closest('summary')) || // folded away
      el.getClientRects().length === 0;
    const width = doc.documentElement.clientWidth;
    if (doc.documentElement.scrollWidth > width) {
      out.push({ what: 'page wider than the screen', where: `${doc.documentElement.scrollWidth} > ${width}` });
    }
    for (const el of doc.querySelectorAll('main *, header *, footer *')) {
      if (ignored(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.right > width + 0.5) out.push({ what: 'past the right edge', where: name(el) });
      const ownText = [...el.childNodes].some((n: any) => n.nodeType === 3 && n.textContent.trim() !== '');
      const px = parseFloat(win.getComputedStyle(el).fontSize);
      if (ownText && px < 12) out.push({ what: 'text under 12 px', where: name(el), size: `${px}px` });
    }
    for (const el of doc.querySelectorAll('a[href], button, select, input, textarea, summary')) {
      if (ignored(el)) continue;
      const target = el.matches('input[type=checkbox], input[type=radio]') ? (el.closest('label') ?? el) : el;
      const r = target.getBoundingClientRect();
      if (r.width < 43.5 || r.height < 43.5) {
        out.push({
          what: 'tap target under 44 px',
          where: name(el),
          size: `${r.width.toFixed(0)}×${r.height.toFixed(0)}`,
        });
      }
    }
    return out;
  }, skip);
  expect({ where, problems }).toEqual({ where, problems: [] as LayoutProblem[] });
}

/**
 * A game's drawing as a phone shows it: every board text at least 12 px on screen and every
 * choice on the board at least 44 × 44 px (the SVG's own sizes times the scale it is drawn at).
 */
export async function expectBoardReadable(page: Page, where: string): Promise<void> {
  const problems = await page.evaluate(() => {
    // Runs in the page (the test's tsconfig has no DOM types).
    const doc = (globalThis as any).document;
    const out: string[] = [];
    const boards = [...doc.querySelectorAll('.drawing svg')];
    if (boards.length === 0) out.push('no board drawn');
    for (const svg of boards) {
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      for (const text of svg.querySelectorAll('text')) {
        const px = parseFloat(text.getAttribute('font-size') ?? '12') * scale;
        if (px < 11.95) out.push(`text "${String(text.textContent).slice(0, 30)}" at ${px.toFixed(1)} px`);
      }
      for (const choice of svg.querySelectorAll('[role=button]')) {
        const r = choice.getBoundingClientRect();
        if (r.width < 43.5 || r.height < 43.5) {
          out.push(`choice "${choice.getAttribute('aria-label')}" ${r.width.toFixed(0)}×${r.height.toFixed(0)}`);
        }
      }
      if (svg.getBoundingClientRect().right > doc.documentElement.clientWidth + 0.5)
        out.push('board past the right edge');
    }
    return [...new Set(out)].slice(0, 20);
  });
  expect({ where, problems }).toEqual({ where, problems: [] as string[] });
}
