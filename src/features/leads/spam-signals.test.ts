import { describe, expect, it } from 'vitest';
import { fillStartedAt } from './spam-signals';

// docs/decisions/008-spam-quarantine.md: the fill time counts from the page's first input.
describe('fillStartedAt', () => {
  it("counts from the visitor's first input on the page when the form appeared later", () => {
    // Read for 20 s, opened a lazily loaded form, autofilled it and sent it 1.5 s later: 21.5 s.
    const mountedAt = 20_000;
    expect(1500 + mountedAt - fillStartedAt(mountedAt, 0)).toBe(21_500);
  });

  it('counts from the mount when the page had no input before it, or none at all', () => {
    expect(fillStartedAt(800, 5000)).toBe(800);
    expect(fillStartedAt(800, undefined)).toBe(800);
  });
});
