import { watchPresses } from './boot/after-press';
import { answerDisclosures } from './boot/disclosures';
import { installEarly } from './boot/early';
import { whenIdle } from './boot/idle';
import { answerLinks } from './boot/leaving';
import { startNotices } from './boot/notices';
import { prefetchLikelyPages } from './boot/prefetch';
import { watchFormsInView } from './boot/quote-bar';
import { loadSiteStyles } from './boot/site-styles';
import { subscribeOutbox } from './offline/events';
import { countEntries, listRejected } from './offline/store';
import { getPwaState, subscribePwa } from './pwa/pwa-state';
import { startPwa } from './pwa/register';
import './styles/global.css';
// After the global styles: the menus' CSS modules keep their place in the one stylesheet (boot/menus.ts).
import { answerMenus } from './boot/menus';

/*
 * The boot script: the only JavaScript a prerendered page runs before the visitor interacts,
 * fetched by the page's inline early script after the load event (boot/early.ts). The HTML is
 * complete without React (text, images, links, the forms' markup), so React and the router load
 * and hydrate on the first sign of a visitor (a mouse moving, a touch, a key, focus) instead of
 * competing with the first paint on a slow phone; on a return visit, whose code the service
 * worker has, in idle time. The service worker, the lead outbox replays and
 * the FAQ questions and the header's menus (docs/decisions/029-first-tap.md) run from here without React.
 */
// The inline copy has run already on a built page; in development this installs the guards.
const early = installEarly();
// An FAQ question answers a press from here on, React or not (boot/disclosures.ts).
answerDisclosures();
// So do the header's menus until React listens, which then adopts what they show (boot/menus.ts).
answerMenus(early);
// A link to another page answers its tap in the next frame, until that page is drawn (boot/leaving.ts).
answerLinks(() => document.documentElement.dataset.hydrated === 'true');
const container = document.getElementById('root')!;

let started: Promise<void> | undefined;
const wake = () => {
  started ??= Promise.all([import('./app'), loadSiteStyles(early.styles)]).then(([app]) => app.start(container));
};

startPwa();
// Only now: Chrome fetches the manifest (and its icons) as soon as it is linked, and may offer
// installing once it has it, which startPwa() listens for (the built page leaves it out).
if (early.manifest) document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: early.manifest }));
// In a task of their own: the script's first task stays short (a long one is blocking time on a phone).
setTimeout(() => {
  // The other language's page and the install offer, before React as after (docs/decisions/031-phone-reach.md).
  startNotices(early);
  // The pinned quote action steps aside while a form is on screen (boot/quote-bar.ts).
  watchFormsInView();
  // The pages a visitor is likely to open next, while the page sits idle (boot/prefetch.ts).
  prefetchLikelyPages();
}, 0);

if (!container.firstElementChild) {
  // The bare shell (served offline for pages not cached): only React can draw the page.
  wake();
} else {
  // React wakes at the first sign of a visitor, but after the press that showed it has been
  // answered and painted (an FAQ question, a menu: boot/disclosures.ts, boot/menus.ts): its
  // download, the whole stylesheet and hydration are work for the frames after that answer.
  // A sign given before this script ran wakes it at once.
  const presses = watchPresses();
  if (early.intentAt !== undefined) wake();
  else void early.intent.then(() => presses.whenPressAnswered(wake));
  // A page whose address presets what it shows (the solar estimate's ?town=): only React applies it.
  if (location.search && container.querySelector('[data-search-presets]')) wake();
  // What a visitor must see without touching anything: being offline, a waiting update,
  // leads still waiting to send or refused, or one that just went out.
  const needsUi = () => !getPwaState().online || getPwaState().updateReady;
  if (needsUi()) wake();
  else subscribePwa(() => needsUi() && wake());
  const checkOutbox = () =>
    Promise.all([countEntries(), listRejected()]).then(
      ([waiting, refused]) => (waiting > 0 || refused.length > 0) && wake(),
      () => undefined,
    );
  subscribeOutbox((event) => (event.type === 'changed' ? void checkOutbox() : wake()));
  void checkOutbox();
  // A return visit: the service worker serves React's code from its cache, so waking downloads
  // nothing. React wakes in idle time then, and a first tap finds it listening (a link draws its
  // page in the router: docs/decisions/029-first-tap.md). Not on a first visit, where the same
  // wake is a download that would compete with the page (decision 029, "Tried and not kept").
  if (navigator.serviceWorker?.controller) whenIdle(wake, { timeout: 3000, fallback: 1000 });
}
