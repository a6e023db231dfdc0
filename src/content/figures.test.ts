import { describe, expect, it } from 'vitest';

/**
 * Figures that copy once typed by hand, and contradicted itself with, now come from the module
 * that holds them (docs/recipes.md): these checks fail when a content file types one again.
 */
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], { eager: true, query: '?raw', import: 'default' });

const typed = (pattern: RegExp) =>
  Object.entries(sources).flatMap(([file, text]) =>
    text
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\/|\/\*\*)/.test(line) && pattern.test(line))
      .map((line) => `${file}: ${line.trim().slice(0, 120)}`),
  );

describe('figures in copy', () => {
  it('states how many towns we serve from src/shared/places/towns.ts (counts.ts), never as a typed number', () => {
    expect(typed(/\b\d+ (?:Kern County |Kern )?(?:towns|ciudades|pueblos|comunidades)\b/i)).toEqual([]);
  });

  it('states home charging speeds from facts/charging.ts, never as typed miles per hour', () => {
    expect(typed(/\b\d+\s*(?:to|-|a)\s*\d+\s*(?:miles|millas)\s+(?:of range|de autonom|per hour|por hora)/i)).toEqual([]);
  });
});
