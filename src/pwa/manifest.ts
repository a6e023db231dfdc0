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
  shortcuts: [
    {
      name: 'Contact Sunfield',
      short_name: 'Contact',
      description: 'Phone, email, office hours and the 24/7 emergency line.',
      url: '/contact',
      icons: [{ src: iconFiles.any192, sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Request a free quote',
      short_name: 'Free quote',
      description: 'The quote form; it is saved on your device if you have no signal.',
      url: '/contact#quote',
      icons: [{ src: iconFiles.any192, sizes: '192x192', type: 'image/png' }],
    },
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
