import { describe, expect, it } from 'vitest';
import { spanishTwin } from '@/content/twins';
import { iconFiles, webManifest } from './manifest';

describe('the manifest shortcuts', () => {
  const shortcuts = webManifest.shortcuts ?? [];

  it('open the quote form, the phone number and the solar estimate, pages both languages have', () => {
    expect(shortcuts.map((s) => s.url)).toEqual(['/contact#quote', '/contact', '/resources/solar-estimate']);
    for (const { url } of shortcuts) expect(spanishTwin(url.split('#')[0]!), url).toBeDefined();
  });

  it('name each in English, with its Spanish in the localized members, and use an icon the site ships', () => {
    for (const shortcut of shortcuts as ((typeof shortcuts)[number] & Record<string, unknown>)[]) {
      expect(shortcut.name.length).toBeGreaterThan(0);
      expect(shortcut.short_name!.length).toBeLessThanOrEqual(12); // launchers cut longer ones
      for (const member of ['name', 'short_name', 'description']) {
        const spanish = (shortcut[`${member}_localized`] as Record<string, string>).es;
        expect(spanish, `${shortcut.name} ${member}`).toBeTruthy();
        expect(spanish).not.toBe(shortcut[member]);
      }
      expect(shortcut.icons?.map((i) => i.src)).toEqual([iconFiles.any192]);
    }
  });
});
