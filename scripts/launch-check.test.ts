import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { pagesBySurface } from './launch-check';

const run = promisify(execFile);

describe('npm run launch-check', () => {
  it('derives the pages each surface touches from the source', () => {
    const pages = pagesBySurface();
    expect(pages['every-page']).toEqual(
      expect.arrayContaining(['/', '/about', '/contact', '/resources/blog/wifi-reconnects', '/backup-battery-ridgecrest']),
    );
    expect(pages.testimonials).toEqual(['/about']);
    expect(pages.figures).toEqual(expect.arrayContaining(['/about', '/about/what-sets-us-apart', '/services/commercial-electric', '/']));
    expect(pages.figures.every((p) => pages['every-page'].includes(p))).toBe(true);
  });

  it('fails on the shipped samples and names them with their pages', async () => {
    const error = await run('npx', ['tsx', 'scripts/launch-check.ts']).then(
      () => undefined,
      (e: { code: number; stdout: string }) => e,
    );
    expect(error?.code).toBe(1);
    expect(error?.stdout).toMatch(/Launch check failed: \d+ owner facts are not ready/);
    expect(error?.stdout).toContain('- CSLB licence number and classes [licence]: still a sample');
    expect(error?.stdout).toContain('pages with customer reviews — 1 pages: /about');
    // Partners and the claims only the owner can back are owner facts too (issue 27).
    expect(error?.stdout).toContain('[partners]: still a sample');
    expect(error?.stdout).toContain('the partners page — 1 pages: /about/partners');
    expect(error?.stdout).toContain('[ownCrews]: still a sample');
    // The callback promise beside every quote form and the careers pay ranges (issue 29).
    expect(error?.stdout).toContain('[callbackWithin]: still a sample');
    expect(error?.stdout).toContain('[payRanges]: still a sample');
    // Facts nobody has confirmed are listed, never shown (src/content/facts/to-confirm.ts).
    expect(error?.stdout).toMatch(/\d+ town facts to confirm at their source/);
    expect(error?.stdout).toContain('facts the pages leave out until confirmed');
    expect(error?.stdout).toContain('AB 2389');
  });

  it('is the guard of SITE_MODE=production builds, which stop before building anything', async () => {
    const env = { ...process.env, SITE_MODE: 'production', DIST_DIR: '.tmp/launch-check-guard' };
    const error = await run('npx', ['vite', 'build'], { env }).then(
      () => undefined,
      (e: { code: number; stderr: string }) => e,
    );
    expect(error?.code).toBe(1);
    expect(error?.stderr).toContain('SITE_MODE=production refuses to build with owner facts that are not ready');
    expect(error?.stderr).toContain('Customer reviews [reviews]: still a sample');
  });
});
