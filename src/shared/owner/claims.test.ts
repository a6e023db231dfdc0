import { describe, expect, it } from 'vitest';
import { ownerFacts, type OwnerFacts } from './facts';
import { unbackedClaims } from './claims';

const ids = (text: string, facts: OwnerFacts = ownerFacts) => unbackedClaims(text, facts).map((c) => c.id);

describe('unbackedClaims', () => {
  it.each([
    ["California's number one source for energy solutions", 'superlative'],
    ['The best solar installer in Kern County', 'superlative'],
    ['98% of our customers rate us satisfied or better', 'satisfaction'],
    ['our prices run 15-25% below competitors', 'price-comparison'],
    ['Most of our customers cut their electric bills by 40-70%', 'savings-promise'],
    ['More than 5000 projects in 25+ years', 'track-record'],
    ['Twenty-five years of Valley energy work', 'experience'],
    ['We have spent more than 25 years designing solar', 'experience'],
    ['We know the leases because we have worked them for 25 years', 'experience'],
    ['Family-owned in Bakersfield since 1999', 'ownership'],
    ['a licensed electrician is on site in 1–2 hours', 'response-time'],
    ['24/7 response in 1–2 hours', 'response-time'],
    ['we mount and label everything so it passes inspection the first time', 'first-time-inspection'],
    ['questions we answer every week', 'weekly'],
    ['Our own employees on every roof, never subcontracted crews', 'own-crews'],
    ['A 401(k) with a company match', 'benefits'],
    ['a fixed price per kilowatt-hour, below your utility rate', 'price-comparison'],
    ['so the monthly payment sits below the bill it replaces', 'price-comparison'],
  ])('catches %j', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    'CARE takes 30-35% off electric bills for qualifying homes',
    'Panels are warranted for 25 years and lose about 0.5% a year',
    'Leave your details and the best number to reach you',
    'Since 2023, exports earn credits under the Net Billing Tariff',
    'see what each costs over 25 years, not just this month',
    'Tehachapi is about 50 minutes by road from our Bakersfield office, by our estimate',
  ])('leaves %j alone', (text) => {
    expect(ids(text)).toEqual([]);
  });

  it('allows own crews and a 401(k) only once the owner has verified them', () => {
    expect(ids('Our own employees on every job')).toEqual(['own-crews']);
    expect(
      ids('Our own employees on every job', { ...ownerFacts, ownCrews: { value: true, status: 'verified', source: 'owner' } }),
    ).toEqual([]);
    const benefits = { value: { health: true, retirementMatch: true, paidTraining: true }, status: 'verified' as const, source: 'owner' };
    expect(ids('A 401(k) match', { ...ownerFacts, benefits })).toEqual([]);
  });

  it('allows a claim only while an owner fact backs it', () => {
    expect(ids('Call our 24/7 emergency line')).toEqual([]);
    expect(
      ids('Call our 24/7 emergency line', { ...ownerFacts, emergencyLine: { value: { hours: 'Mon–Sat' }, status: 'sample' } }),
    ).toEqual(['emergency-hours']);
    expect(
      ids('NABCEP-certified designers', { ...ownerFacts, certifications: { value: [], status: 'verified', source: 'owner' } }),
    ).toEqual(['certification']);
  });
});
