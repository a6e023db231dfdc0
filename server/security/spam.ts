import type { Lead } from '@/shared/lead/lead';
import type { Config } from '../config';

/**
 * Why a lead looks like a robot's, or undefined when it does not. Suspected spam is stored and
 * held as quarantined, never dropped and never answered differently (docs/decisions/008-spam-quarantine.md): a
 * person caught by mistake loses nothing, an operator releases the lead with the leads CLI.
 * The reason names the signal, never the honeypot's content.
 */
export function spamReason(lead: Lead, config: Pick<Config, 'spam'>): string | undefined {
  const reasons: string[] = [];
  if (lead.website !== undefined && lead.website.trim() !== '') reasons.push('honeypot field filled in');
  const { minFillMs } = config.spam;
  // Every form of ours sends its fill time; a lead without one was not sent from a form (a
  // script posting to the API), or is an offline lead queued before fillMs existed. Either way
  // it is held, not dropped: a person's old lead is one `npm run leads -- release` away.
  if (minFillMs > 0 && lead.fillMs === undefined) reasons.push('no fill time: not sent from one of our forms');
  else if (lead.fillMs !== undefined && lead.fillMs < minFillMs) {
    reasons.push(`form sent ${lead.fillMs} ms after the visitor's first input (under ${minFillMs} ms)`);
  }
  return reasons.length ? reasons.join('; ') : undefined;
}
