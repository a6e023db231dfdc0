import { attachmentLimits } from '@/shared/lead/attachments';
import { stripHiddenCharacters } from '@/shared/lead/fields';

/**
 * The visitor's file name, as text for the office email only (the stored file is named from
 * its detected type). Path parts and the hidden characters of the one-line rule
 * (src/shared/lead/fields.ts: controls, bidi overrides that make "gpj.exe" read as "exe.jpg",
 * zero-width and tag characters) go; the rest is capped.
 */
export function originalNameText(name: string | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = stripHiddenCharacters(base).normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  const chars = [...clean];
  const max = attachmentLimits.originalNameChars;
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : clean;
}
