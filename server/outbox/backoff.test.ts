import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

const delays = { baseDelayMs: 100, maxDelayMs: 1000 };

describe('backoffDelay', () => {
  it('doubles the ceiling per attempt up to the cap, with full jitter below it', () => {
    const top = () => 0.999_999;
    expect([1, 2, 3, 4, 5, 60].map((n) => backoffDelay(n, delays, top))).toEqual([99, 199, 399, 799, 999, 999]);
    expect(backoffDelay(3, delays, () => 0)).toBe(0);
    expect(backoffDelay(3, delays, () => 0.5)).toBe(200);
  });
});
