import { observeReveal } from './components/sections/reveal-observer';
import { guardEarlyInput, onFirstIntent } from './boot/intent';
import { rememberEarlyLanguageChoice } from './boot/language';
import { subscribeOutbox } from './offline/events';
import { countEntries, listRejected } from './offline/store';
import { getPwaState, subscribePwa } from './pwa/pwa-state';
import { startPwa } from './pwa/register';
import './styles/global.css';

/*
 * The boot script: the only JavaScript a prerendered page runs before the visitor interacts.
 * The HTML is complete without React (text, images, links, the forms' markup), so React and
 * the router load and hydrate on the first sign of a visitor (a mouse moving, a touch, a key,
 * focus) instead of competing with the first paint on a slow phone. Scroll reveals, the
 * service worker and the lead outbox replays run from here without React.
 */
document.documentElement.classList.add('js');
const container = document.getElementById('root')!;

let started: Promise<void> | undefined;
const wake = () => {
  started ??= import('./app').then((app) => app.start(container));
};

observeReveal(document.querySelectorAll<HTMLElement>('[data-reveal]'));
guardEarlyInput();
rememberEarlyLanguageChoice();
startPwa();

if (!container.firstElementChild) {
  // The bare shell (served offline for pages not cached): only React can draw the page.
  wake();
} else {
  onFirstIntent(wake);
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
}
