/**
 * The notices the boot script draws at the foot of the screen before React wakes
 * (docs/decisions/031-phone-reach.md): the other language's page, and the install offer. The boot
 * script carries both languages' copy, so keep it short.
 */

/** Shown on this language's pages, in the other language, since it speaks to its readers. */
export const otherLanguage = {
  // To a browser set to Spanish, before any choice was made with the switch.
  welcome: 'Hablamos español.',
  link: 'Ver esta página en español',
  dismiss: 'Cerrar',
};

/** The install offer, once the visitor came back, opened a second page or sent a request. */
export const installText = {
  hint: 'Keep Sunfield on your home screen: every page works offline.',
  install: 'Install',
  // iPhone and iPad browsers have no install prompt: the steps instead.
  iosSteps: 'Add Sunfield to your home screen: tap Share, then "Add to Home Screen".',
  later: 'Not now',
};
