import { attachmentLimits } from '@/shared/lead/attachments';

/**
 * The visitor's file name, as text for the office email only (the stored file is named from
 * its detected type). Path parts, control characters, bidi overrides and other invisible
 * format characters (which can make "gpj.exe" read as "exe.jpg") go; the rest is capped.
 */
export function originalNameText(name: string | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return null;
  const chars = [...clean];
  const max = attachmentLimits.originalNameChars;
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : clean;
}
