import type { Locale } from '@/shared/i18n/locales';
import { ownerFacts } from '@/shared/owner/facts';

/**
 * How soon the office calls back after a request, as every page with a form promises it
 * ("within one business day", "dentro de un día hábil"). One place: the owner fact
 * `callbackWithin` (a sample until the owner sets it; `npm run launch-check` lists every page
 * that makes the promise), so the promise cannot say one thing on one page and another elsewhere.
 */
const { businessDays } = ownerFacts.callbackWithin.value;
const english = ['zero', 'one', 'two', 'three', 'four', 'five'];
const spanish = ['cero', 'un', 'dos', 'tres', 'cuatro', 'cinco'];

/** 'one business day' / 'un día hábil', 'two business days' / 'dos días hábiles'. */
export const callbackPeriod: Record<Locale, string> = {
  en: `${english[businessDays] ?? businessDays} business day${businessDays === 1 ? '' : 's'}`,
  es: businessDays === 1 ? 'un día hábil' : `${spanish[businessDays] ?? businessDays} días hábiles`,
};
