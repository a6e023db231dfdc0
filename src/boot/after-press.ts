/**
 * React wakes at the first sign of a visitor, but a press's own answer comes first
 * (docs/decisions/029-first-tap.md): an FAQ question or a menu is answered by the boot script in
 * the frame after the press, and React's download, the whole stylesheet's restyle and hydration
 * must not share that frame. `whenPressAnswered` runs its callback in the first task after the
 * frame that follows the press's end (a click or a key's release; a finger lifted without a
 * click is given CLICK_WAIT_MS for one), at once (a frame later) when the sign was no press at
 * all (a mouse moving, a wheel), and never later than PRESS_WAIT_MS.
 */

/** How long a lifted finger is given for its click. */
export const CLICK_WAIT_MS = 100;
/** The longest a press is waited for. */
export const PRESS_WAIT_MS = 500;
/** The longest the frame after the press's end is waited for. */
export const NO_FRAME_WAIT_MS = 250;

/** The next animation frame: a task queued from it runs after that frame is drawn. */
type Frame = (then: () => void) => void;
const nextFrame: Frame = (then) => requestAnimationFrame(then);

/**
 * Runs `run` once, in the first task after the next frame is drawn, so whatever the current task
 * changed on screen is shown before `run`'s work starts. A page that draws no frame (hidden) runs
 * it after NO_FRAME_WAIT_MS.
 */
export function afterNextFrame(run: () => void, frame: Frame = nextFrame): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    run();
  };
  frame(() => setTimeout(once, 0));
  setTimeout(once, NO_FRAME_WAIT_MS);
}

const STARTS = ['pointerdown', 'touchstart', 'keydown'];
const ENDS = ['click', 'keyup'];
const LIFTS = ['pointerup', 'pointercancel', 'touchend'];

export interface PressWatch {
  /** Runs `run` once the press under way (if any) is answered and painted. */
  whenPressAnswered(run: () => void): void;
}

/**
 * Watches presses on `target` from now on. `frame` is the next animation frame
 * (`requestAnimationFrame`); a task queued from it runs after that frame is drawn.
 */
export function watchPresses(target: EventTarget = window, frame: Frame = nextFrame): PressWatch {
  let press: 'none' | 'down' | 'lifted' | 'done' = 'none';
  let waiting: (() => void)[] = [];
  const settle = () => {
    const ready = waiting;
    waiting = [];
    ready.forEach((go) => go());
  };
  const options = { capture: true, passive: true };
  for (const type of STARTS) target.addEventListener(type, () => (press = 'down'), options);
  for (const type of LIFTS)
    target.addEventListener(
      type,
      () => {
        if (press !== 'down') return;
        press = 'lifted';
        setTimeout(() => press === 'lifted' && ((press = 'done'), settle()), CLICK_WAIT_MS);
      },
      options,
    );
  for (const type of ENDS)
    target.addEventListener(
      type,
      () => {
        press = 'done';
        settle();
      },
      options,
    );

  return {
    whenPressAnswered(run) {
      let ran = false;
      const go = () => {
        if (ran) return;
        ran = true;
        afterNextFrame(run, frame);
      };
      // Asked from inside the very event that is the sign (the early script's intent): by the
      // next task, that event has reached the listeners above and `press` says what it was.
      setTimeout(() => {
        if (press === 'none' || press === 'done') go();
        else waiting.push(go);
      }, 0);
      setTimeout(go, PRESS_WAIT_MS);
    },
  };
}
