import type { OwnerFacts } from './facts';

/**
 * Claims about the company that a visitor could hold us to. Copy may make one only when an
 * owner fact backs it (`backedBy`); the rest are never written into copy, and company figures
 * are rendered from the facts by their own components instead (docs/decisions/011-fictional-samples.md).
 * Figures about programs, tax credits or equipment (CARE 30-35%, a 25-year panel warranty) are
 * not claims about the company and are left to the incentives review.
 */
export interface ClaimPattern {
  id: string;
  pattern: RegExp;
  /** When set, the claim is allowed while the owner facts say this. */
  backedBy?: (facts: OwnerFacts) => boolean;
}

const n = String.raw`(?:\d[\d,]*|one|two|three|four|five|ten|an?)`;
const range = String.raw`${n}\s*(?:(?:[-–]|to)\s*${n}\s*)?`;

export const claimPatterns: readonly ClaimPattern[] = [
  {
    id: 'superlative',
    pattern:
      /(?:\bnumber one\b|\bno\. ?1\b|(?:^|[\s(])#1\b|\btop[- ]rated\b|\bpremier\b|\baward[- ]winning\b|\bmost trusted\b|\bunmatched\b|\bunbeatable\b|\bsecond to none\b)/i,
  },
  {
    id: 'superlative',
    pattern:
      /\b(?:best|leading|finest|top|largest|biggest)\s+(?:[\w-]+\s+){0,2}?(?:company|companies|contractors?|installers?|electricians?|provider|source|team|choice|in (?:the )?(?:valley|county|state|california|kern|bakersfield))\b/i,
  },
  { id: 'ownership', pattern: /\bfamily[- ]owned\b/i },
  {
    id: 'satisfaction',
    pattern: /\b\d{1,3}\s?%[^.]{0,40}\b(?:satisf|of (?:our )?customers|recommend|rate us)|\bsatisf\w*[^.]{0,20}\b\d{1,3}\s?%/i,
  },
  {
    id: 'price-comparison',
    pattern:
      /\b\d+\s?(?:(?:[-–]|to)\s?\d+\s?)?%\s*(?:below|less than|cheaper|under)\b|\b(?:below|cheaper than|less than|undercut) (?:the )?(?:quotes of )?(?:competitors?|competing|other (?:installers|contractors)|the competition)\b/i,
  },
  {
    id: 'savings-promise',
    pattern:
      /\b(?:cut|lower|reduce)s?\s+(?:the|their|your)\s+(?:electric\s+)?bills?\s+by\s+\d|\bbills?\s+fall\s+by\s+\d|\b\d+\s?(?:[-–]\s?\d+\s?)?%\s+bill savings|\bsavings of (?:up to )?\d+\s?(?:[-–]\s?\d+\s?)?%|\b\d+\s?(?:[-–]\s?\d+\s?)?%\s+(?:lower|smaller)\s+(?:electric\s+)?bills\b/i,
  },
  {
    id: 'track-record',
    pattern:
      /\b\d[\d,]*\s?\+\s*(?:completed\s+)?(?:projects|installs|installations|systems|homes|customers|jobs|clients|years)\b|\b(?:more than|over)\s+\d[\d,]*\s+(?:completed\s+)?(?:projects|installs|installations|systems|homes|customers|jobs|clients)\b|\b(?:thousands|hundreds) of (?:homes|customers|projects|installs|systems)\b/i,
  },
  {
    id: 'experience',
    pattern:
      /\byears of experience\b|\b(?:for|spent|been)\s+(?:more than|over|nearly|almost)\s+(?:\d+|ten|fifteen|twenty|twenty-five|thirty)\s+years\b|\b\d+\+?\s+years\s+(?:designing|building|installing|serving|wiring|working)\b|\bquarter[- ]century\b|\b(?:twenty|thirty|fifteen|ten|\d+)(?:-five)?\s+years\s+(?:of|in)\s+(?:[\w-]+\s+){0,3}?(?:work|building|business|service|experience)\b|\b(?:worked|served|wired|built|run|done)\b[^.]{0,25}?\bfor\s+(?:\d+|ten|fifteen|twenty|twenty-five|thirty)\s+years\b|\bsince 19\d\d\b|\b(?:founded|started|established|in business) in (?:19|20)\d\d\b/i,
  },
  {
    id: 'response-time',
    pattern: new RegExp(
      String.raw`\b(?:on site|at your door|on the way|there|arrives?|respon(?:d|se|ds))\b[^.]{0,30}?\b(?:within|in)\s+${range}(?:hours?|minutes)\b|\b${range}[- ]?hours?\s+response\b|\bresponse in\s+${range}hours?\b`,
      'i',
    ),
  },
  // Promises issue 27 found with nothing behind them (docs/decisions/027-content-truth.md).
  { id: 'first-time-inspection', pattern: /\binspection the first time\b|\bfirst-time inspection\b|\binspección a la primera\b/i },
  // Volume claims ("questions we answer every week"), not a schedule promised to a customer.
  {
    id: 'weekly',
    pattern:
      /\b(?:we|questions we)\s+(?:answer|hear|handle|get|install|do)\b[^.]{0,60}\bevery week\b|\bevery week we\b|\b(?:contestamos|oímos|recibimos|instalan|instalamos|hacemos)\b[^.]{0,60}\b(?:cada semana|todas las semanas)\b|\b(?:cada semana|todas las semanas) (?:recibimos|contestamos)\b/i,
  },
  {
    id: 'own-crews',
    pattern:
      /\bnever subcontract\w*|\bnot subcontractors\b|\bno subcontracted\b|\bown employees\b|\bnunca (?:cuadrillas )?subcontratad\w*|\bno subcontratistas\b|\bpropios empleados\b/i,
    backedBy: (f) => f.ownCrews.status === 'verified' && f.ownCrews.value,
  },
  { id: 'benefits', pattern: /\b401\(k\)/i, backedBy: (f) => f.benefits.status === 'verified' && f.benefits.value.retirementMatch },
  {
    id: 'price-comparison',
    pattern:
      /\b(?:lower|below|less than)\b[^.]{0,30}\b(?:your )?(?:utility|PG&E|SCE)(?:'s)? rate\b|\bbelow the (?:electric )?bill it replaces\b|\breplace most of your electric bill from the first month\b/i,
  },
  { id: 'certification', pattern: /\bNABCEP\b/, backedBy: (f) => f.certifications.value.some((c) => c.includes('NABCEP')) },
  { id: 'licence-class', pattern: /\bC-10\b/, backedBy: (f) => f.licence.value.classes.includes('C-10') },
  { id: 'licence-class', pattern: /\bC-46\b/, backedBy: (f) => f.licence.value.classes.includes('C-46') },
  { id: 'bonded-insured', pattern: /\bbonded\b/i, backedBy: (f) => f.bondedInsured.value.bonded && f.bondedInsured.value.insured },
  {
    id: 'emergency-hours',
    pattern: /\b24\/7\b|\baround the clock\b|\bany hour\b|\b24 hours a day\b/i,
    backedBy: (f) => f.emergencyLine.value.hours === '24/7',
  },
];

export interface FoundClaim {
  id: string;
  match: string;
}

/** The claims in a text that the owner facts do not back. */
export function unbackedClaims(text: string, facts: OwnerFacts, patterns = claimPatterns): FoundClaim[] {
  const found: FoundClaim[] = [];
  for (const { id, pattern, backedBy } of patterns) {
    const m = pattern.exec(text);
    if (m && !backedBy?.(facts)) found.push({ id, match: m[0].trim() });
  }
  return found;
}
