import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLICK_WAIT_MS, NO_FRAME_WAIT_MS, PRESS_WAIT_MS, watchPresses } from './after-press';

/** A page: events to dispatch, and frames drawn when the test says so. */
function page() {
  const target = new EventTarget();
  const frames: (() => void)[] = [];
  const watch = watchPresses(target, (then) => frames.push(then));
  const woke = vi.fn();
  return {
    target,
    woke,
    /** The intent: the early script asks from inside the first event's dispatch. */
    sign(type: string) {
      target.addEventListener(type, () => watch.whenPressAnswered(woke), { capture: true, once: true });
      target.dispatchEvent(new Event(type));
    },
    fire: (type: string) => target.dispatchEvent(new Event(type)),
    /** Draws the next frame; what it queued runs in the tasks after it. */
    draw() {
      frames.splice(0).forEach((then) => then());
      vi.advanceTimersByTime(0);
    },
  };
}

describe('React wakes after the press that woke it is answered', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the click of a tap, then for the frame that draws its answer', () => {
    const p = page();
    p.sign('pointerdown');
    p.fire('touchstart');
    vi.advanceTimersByTime(0);
    p.fire('pointerup');
    p.fire('touchend');
    vi.advanceTimersByTime(50);
    p.draw();
    expect(p.woke).not.toHaveBeenCalled();
    p.fire('click');
    expect(p.woke).not.toHaveBeenCalled();
    p.draw();
    expect(p.woke).toHaveBeenCalledOnce();
  });

  it('waits for a key to be released', () => {
    const p = page();
    p.sign('keydown');
    vi.advanceTimersByTime(200);
    p.draw();
    expect(p.woke).not.toHaveBeenCalled();
    p.fire('keyup');
    p.draw();
    expect(p.woke).toHaveBeenCalledOnce();
  });

  it('a finger lifted without a click (a scroll) is given a moment for one, no more', () => {
    const p = page();
    p.sign('touchstart');
    vi.advanceTimersByTime(0);
    p.fire('touchend');
    vi.advanceTimersByTime(CLICK_WAIT_MS - 1);
    p.draw();
    expect(p.woke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    p.draw();
    expect(p.woke).toHaveBeenCalledOnce();
  });

  it('a sign that is no press (a mouse moving) wakes it in the next frame', () => {
    const p = page();
    p.sign('pointermove');
    vi.advanceTimersByTime(0);
    p.draw();
    expect(p.woke).toHaveBeenCalledOnce();
  });

  it('a press held down wakes it after PRESS_WAIT_MS at the latest, and once only', () => {
    const p = page();
    p.sign('pointerdown');
    vi.advanceTimersByTime(PRESS_WAIT_MS - 1);
    p.draw();
    expect(p.woke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    p.draw();
    expect(p.woke).toHaveBeenCalledOnce();
    p.fire('click');
    p.draw();
    expect(p.woke).toHaveBeenCalledOnce();
  });

  it('a page that draws no frame (hidden) still wakes, once', () => {
    const p = page();
    p.sign('pointerdown');
    vi.advanceTimersByTime(0);
    p.fire('click');
    vi.advanceTimersByTime(NO_FRAME_WAIT_MS - 1);
    expect(p.woke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(p.woke).toHaveBeenCalledOnce();
    p.draw();
    expect(p.woke).toHaveBeenCalledOnce();
  });
});
