import { installEarly } from './early';

/*
 * The build compiles this file into the inline script at the top of every page's head
 * (scripts/early-script.ts). Its text is the same on every page, so one CSP hash allows it;
 * the URLs it needs come from the script element's own data attributes.
 */
const { boot, styles, manifest } = (document.currentScript as HTMLScriptElement).dataset;
installEarly({ boot, styles, manifest });
