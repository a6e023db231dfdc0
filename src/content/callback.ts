import type { Locale } from '@/shared/i18n/locales';
import { ownerFacts } from '@/shared/owner/facts';

/**
 * How soon the office calls back after a request, as every page with a form promises it
 * ("within one business day", "dentro de un día hábil"). One place: the owner fact
 * `callbackWithin` (a sample until the owner sets it; `npm run launch-check` lists every page
 * that makes the promise), so the promise cannot say one thing on one page and another elsewhere.
 */
const english = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const spanish = ['cero', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];

/** 'one business day' / 'un día hábil', 'two business days' / 'dos días hábiles'. */
export const businessDaysText = (days: number): Record<Locale, string> => ({
  en: `${english[days] ?? days} business day${days === 1 ? '' : 's'}`,
  es: days === 1 ? 'un día hábil' : `${spanish[days] ?? days} días hábiles`,
});

export const callbackPeriod = businessDaysText(ownerFacts.callbackWithin.value.businessDays);

/**
 * How soon an applicant gets a call, as the careers page promises it: the owner fact
 * `applicantCallWithin` (a sample until the owner sets it; `npm run launch-check` lists the page).
 */
export const applicantCallPeriod = businessDaysText(ownerFacts.applicantCallWithin.value.businessDays);
