import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createHydrationGate } from './hydration-gate';

const setup = () => {
  const gate = createHydrationGate();
  const history = gate.hold(createMemoryHistory({ initialEntries: ['/about'] }));
  const heard: string[] = [];
  const unsubscribe = history.subscribe(({ location }) => heard.push(location.pathname));
  return { gate, history, heard, unsubscribe };
};

describe('hydration gate', () => {
  it('moves the address at once but tells the router only when the content has hydrated, every change in order', () => {
    const { gate, history, heard } = setup();
    history.push('/contact');
    history.push('/privacy');
    expect(history.location.pathname).toBe('/privacy');
    expect(heard).toEqual([]);
    gate.open();
    expect(heard).toEqual(['/contact', '/privacy']);
    expect(gate.isOpen).toBe(true);
  });

  it('once open, passes every change on in the same call, and opening again repeats nothing', () => {
    const { gate, history, heard } = setup();
    gate.open();
    history.push('/contact');
    expect(heard).toEqual(['/contact']);
    gate.open();
    expect(heard).toEqual(['/contact']);
  });

  it('drops what it held for a listener that left before the gate opened', () => {
    const { gate, history, heard, unsubscribe } = setup();
    history.push('/contact');
    unsubscribe();
    gate.open();
    expect(heard).toEqual([]);
    // The history's own count, which the router reads to know whether anyone listens, follows.
    expect(history.subscribers.size).toBe(0);
  });
});
