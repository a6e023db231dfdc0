import { describe, expect, it } from 'vitest';
import { classifyMailError, errorSummary } from './errors';

const smtp = (responseCode: number, code = 'EMESSAGE') => Object.assign(new Error('x'), { code, responseCode });

describe('classifyMailError', () => {
  it('gives up on 5xx refusals of the message', () => {
    expect(classifyMailError(smtp(550))).toBe('permanent');
    expect(classifyMailError(smtp(554, 'EENVELOPE'))).toBe('permanent');
  });

  it('retries 4xx replies, connection problems, 503 and our own credential errors', () => {
    for (const error of [
      smtp(421),
      smtp(451),
      smtp(452),
      smtp(503),
      smtp(535, 'EAUTH'),
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }),
      Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }),
      new Error('anything else'),
      'not even an error',
    ]) {
      expect(classifyMailError(error)).toBe('temporary');
    }
  });

  it('summarises an error for the outbox with its codes, bounded', () => {
    expect(errorSummary(Object.assign(new Error('Message rejected'), { code: 'EMESSAGE', responseCode: 550 }))).toBe(
      'EMESSAGE 550: Message rejected',
    );
    expect(errorSummary(new Error('y'.repeat(2000)))).toHaveLength(500);
  });
});
