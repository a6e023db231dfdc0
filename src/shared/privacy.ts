import { ownerFacts } from './owner/facts';

/**
 * How long the server keeps a lead: an owner fact (sample until set), stated by the privacy page
 * and applied with `npm run leads -- purge --older-than DAYS` (docs/decisions/011-fictional-samples.md).
 */
export const leadRetention = ownerFacts.leadRetention;

/** The purge period in days for the CLI: a month counted as 31 days, so nothing goes early. */
export const retentionDays = (months = leadRetention.value.months) => months * 31;
