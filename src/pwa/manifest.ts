import type { ManifestOptions } from 'vite-plugin-pwa';
import { site } from '@/shared/site';

/** Icon files scripts/pwa-icons.ts renders from the one logo SVG. */
export const iconFiles = {
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  maskable192: '/icons/maskable-192.png',
  maskable512: '/icons/maskable-512.png',
  apple: '/apple-touch-icon.png',
} as const;

// The header's colour: the browser bar and the installed app's title bar continue the header
// (index.html sets the same theme-color; the end-to-end tests compare both with the header).
const THEME = '#FFFFFF';
const BACKGROUND = '#F8FAFC';

type Texts = readonly [english: string, spanish: string];
type Shortcut = ManifestOptions['shortcuts'][number] & Record<`${'name' | 'short_name' | 'description'}_localized`, Record<string, string>>;

/** A shortcut in English with its Spanish in the manifest's localized members, and the site's own icon. */
function shortcut(texts: { name: Texts; short_name: Texts; description: Texts; url: string }): Shortcut {
  // Plain 'es': a lookup by language range matches es-US, es-MX and every other Spanish reader.
  const es = 'es';
  return {
    name: texts.name[0],
    short_name: texts.short_name[0],
    description: texts.description[0],
    url: texts.url,
    name_localized: { [es]: texts.name[1] },
    short_name_localized: { [es]: texts.short_name[1] },
    description_localized: { [es]: texts.description[1] },
    icons: [{ src: iconFiles.any192, sizes: '192x192', type: 'image/png' }],
  };
}

/** The web app manifest (vite-plugin-pwa writes it as /manifest.webmanifest and links it). */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: site.name,
  short_name: site.shortName,
  description:
    'Solar, batteries, EV chargers and electrical work for Kern County homes, farms and businesses. Every page works offline, and a quote request typed without signal is sent when you reconnect.',
  lang: 'en-US',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME,
  background_color: BACKGROUND,
  categories: ['business', 'utilities', 'lifestyle'],
  icons: [
    { src: iconFiles.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: iconFiles.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: iconFiles.maskable192, sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: iconFiles.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // What the installed app opens to from its icon's menu (docs/decisions/031-phone-reach.md): the
  // quote form, the phone number, the solar estimate. The URLs are English: a manifest cannot
  // localise them, and a Spanish reader is offered each page's twin there. The names carry their
  // Spanish in the spec's `_localized` members, which browsers that do not read them ignore.
  shortcuts: [
    shortcut({
      name: ['Request a free quote', 'Pedir una cotización gratis'],
      short_name: ['Free quote', 'Cotización'],
      description: [
        'The quote form; it is saved on your phone if you have no signal.',
        'El formulario de cotización; se guarda en su teléfono si no tiene señal.',
      ],
      url: '/contact#quote',
    }),
    shortcut({
      name: ['Call Sunfield', 'Llamar a Sunfield'],
      short_name: ['Call', 'Llamar'],
      description: [
        'Our phone number and the 24/7 emergency line, one tap to call.',
        'Nuestro teléfono y la línea de emergencias 24/7, a un toque de llamar.',
      ],
      url: '/contact',
    }),
    shortcut({
      name: ['Solar estimate', 'Estimado solar'],
      short_name: ['Estimate', 'Estimado'],
      description: [
        'Size, price and savings of solar and a battery for your home, in a minute.',
        'Tamaño, precio y ahorro de energía solar y una batería para su casa, en un minuto.',
      ],
      url: '/resources/solar-estimate',
    }),
  ],
  screenshots: [
    {
      src: '/screenshots/home-wide.jpg',
      sizes: '1280x800',
      type: 'image/jpeg',
      form_factor: 'wide',
      label: 'Home page: solar, batteries and electrical work for Kern County',
    },
    {
      src: '/screenshots/home-narrow.jpg',
      sizes: '412x915',
      type: 'image/jpeg',
      form_factor: 'narrow',
      label: 'Home page on a phone, with the call button one tap away',
    },
  ],
};
