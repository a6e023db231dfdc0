import { whenIdle } from './idle';
import { prefetchTarget } from './prefetch';

/**
 * A tapped link answers in the next frame (issue 26; docs/decisions/029-first-tap.md): a link to
 * another page of the site dims while a thin bar runs along the top of the screen, until the next
 * page is drawn. Before React a link is a page load, which on a phone takes most of a second
 * (the new page's render at a slow CPU, not its download: it is usually fetched ahead already);
 * the browser's own progress bar is in its address bar, which an installed app has not. Once
 * React is awake the router draws the next page in a fifth of a second, and the same answer
 * covers that wait: the router starts after the answer is drawn, and its rendering of the new
 * page ends it (`settleLeaving`).
 *
 * What counts: a plain click (or Enter) on a link to another page of this site, that the browser
 * or the router will follow: not one with a modifier key (a new tab), a download, a link to
 * another window, to this page's own sections, or one something else has taken over. Back from
 * the next page (the back-forward cache) shows the page as it was, without the answer.
 */

/** The attribute the answer hangs on: on <html> (the bar) and on the link that was followed. */
export const LEAVING = 'data-leaving';

/** Longer than any page load it answers for: a navigation the browser gave up leaves no bar behind. */
const GIVE_UP_MS = 20_000;

/** Set for one task while the page sits idle (`prepareAnswer`): the bar drawn once, never shown. */
const READY = 'data-leaving-ready';

const RULES =
  `html[${LEAVING}]::after,html[${READY}]::after{content:"";position:fixed;z-index:2147483647;inset:0 0 auto;height:3px;` +
  `background:#f5a524;transform-origin:0 50%;pointer-events:none;animation:sunfield-leaving 3s cubic-bezier(.1,.6,.2,1) forwards}` +
  `a[${LEAVING}]{opacity:.72;transition:opacity .1s}` +
  `@keyframes sunfield-leaving{from{transform:scaleX(.15)}to{transform:scaleX(.9)}}` +
  `@media (prefers-reduced-motion:reduce){html[${LEAVING}]::after{animation:none;transform:scaleX(.6)}a[${LEAVING}]{transition:none}}`;

let sheet: CSSStyleSheet | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The answer's rules, in the page; they match nothing until a link is followed. */
function adoptRules(): void {
  if (sheet) return;
  sheet = new CSSStyleSheet();
  sheet.replaceSync(RULES);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * The first time the bar is drawn the browser sets up what it needs (the sheet's rules, a fixed
 * layer, its animation): on the phone profile the tap's own work was 15-27 ms with nothing
 * prepared, 13-19 ms with the sheet adopted alone, 6-12 ms once the bar has been laid out once
 * (docs/decisions/029-first-tap.md, "A link's answer"). So that is done while the page sits
 * idle, under an attribute of its own (nothing that watches the answer sees it), set and
 * taken down in one task: no frame ever shows it.
 */
function prepareAnswer(): void {
  if (sheet) return;
  adoptRules();
  const root = document.documentElement;
  root.setAttribute(READY, '');
  void root.offsetWidth;
  root.removeAttribute(READY);
}

/** Takes the answer down: the next page is drawn (the router), or this one is shown again. */
export function settleLeaving(): void {
  clearTimeout(timer);
  document.documentElement.removeAttribute(LEAVING);
  for (const link of document.querySelectorAll(`a[${LEAVING}]`)) link.removeAttribute(LEAVING);
}

/** A plain left click: no modifier key asking for another tab or window. React's click event is one too. */
export const plainClick = (event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) =>
  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/** The link a click follows to another page of the site, if it is one that counts (see above). */
export function leavingLink(event: MouseEvent, here: Location | URL): HTMLAnchorElement | undefined {
  if (!plainClick(event)) return undefined;
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  if (!link) return undefined;
  return prefetchTarget(link, here) ? link : undefined;
}

/** Whether a click the page's handlers prevented still leaves: the router prevents the browser's load and draws the page itself. */
export const stillLeaving = (event: Event, awake: boolean) => !event.defaultPrevented || awake;

/**
 * Listens for such clicks for the life of the page (before React and after). `awake` says
 * whether React's router is listening.
 */
export function answerLinks(awake: () => boolean): void {
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return;
  // First, before any handler: the address is still the page's, and the answer is in place
  // before the router's work, which starts in the first task after the answer's frame
  // (followAfterFrame in src/components/ui/app-link.tsx) and may span frames.
  addEventListener(
    'click',
    (event) => {
      const link = leavingLink(event as MouseEvent, location);
      if (!link) return;
      adoptRules();
      settleLeaving();
      link.setAttribute(LEAVING, '');
      document.documentElement.setAttribute(LEAVING, '');
      timer = setTimeout(settleLeaving, GIVE_UP_MS);
    },
    { capture: true },
  );
  // Last, after the page's own handlers (React's are on its root): one that took the click over
  // before React (nothing will leave) takes the answer down in the same task, before any frame.
  document.addEventListener('click', (event) => {
    if (!stillLeaving(event, awake())) settleLeaving();
  });
  addEventListener('pageshow', (event) => (event as PageTransitionEvent).persisted && settleLeaving());
  whenIdle(prepareAnswer, { timeout: 3000, fallback: 1000 });
}
