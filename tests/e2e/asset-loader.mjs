/**
 * Lets the end-to-end tests import content modules, which import their illustrations as Vite
 * does (`import roof from './roof.svg'`): Node has no loader for those, so an asset import
 * becomes its file name, the way a test reads it (registered in playwright.config.ts).
 */
const ASSET = /\.(svg|png|jpe?g|webp|woff2)(\?.*)?$/;

export async function load(url, context, nextLoad) {
  if (ASSET.test(url)) {
    const name = new URL(url).pathname.split('/').pop();
    return { format: 'module', shortCircuit: true, source: `export default ${JSON.stringify(`/assets/${name}`)};` };
  }
  return nextLoad(url, context);
}
