import type { Href } from './links';

/** Site navigation: header menus, mobile menu and footer all read from here. */
export interface NavLink {
  label: string;
  href: Href;
  description?: string;
}

export interface NavGroup {
  title: string;
  links: readonly NavLink[];
}

export interface NavMenu {
  id: 'services' | 'resources' | 'about';
  label: string;
  /** A mega menu shows its groups as columns; a plain dropdown has a single group. */
  mega: boolean;
  groups: readonly NavGroup[];
}

export const servicesMenu: NavMenu = {
  id: 'services',
  label: 'Services',
  mega: true,
  groups: [
    {
      title: 'Home Energy',
      links: [
        { label: 'Residential Solar', href: '/services/residential-solar', description: 'Rooftop solar designed for NEM 3.0' },
        { label: 'Our Process', href: '/services/residential-solar/our-process', description: 'From site visit to permission to operate' },
        {
          label: 'System Upgrades',
          href: '/services/residential-solar/system-upgrades',
          description: 'Main panels, added panels, true-up fixes',
        },
        { label: 'EV Chargers', href: '/services/residential-solar/ev-chargers', description: 'Level 2 charging in your garage' },
        { label: 'Batteries', href: '/services/residential-solar/batteries', description: 'Backup power and NEM 3.0 savings' },
      ],
    },
    {
      title: 'Commercial & Industrial',
      links: [
        { label: 'Commercial Electric', href: '/services/commercial-electric', description: 'Licensed crews for every building type' },
        {
          label: 'New Construction',
          href: '/services/commercial-electric/new-construction',
          description: 'Design-build electrical and a free job walk',
        },
        { label: 'Commercial Solar', href: '/services/commercial-electric/solar', description: 'Roof, carport and ground-mount arrays' },
        { label: 'Oil & Gas', href: '/services/oil-gas', description: 'Oilfield electricians on call in Kern County' },
        { label: 'Agriculture', href: '/services/agriculture', description: 'Pumps, solar farms and agrivoltaics' },
        { label: 'General & Emergency', href: '/services/general-electric', description: 'Repairs, upgrades and a 24/7 line' },
      ],
    },
  ],
};

export const resourcesMenu: NavMenu = {
  id: 'resources',
  label: 'Resources',
  mega: false,
  groups: [
    {
      title: 'Resources',
      links: [
        { label: 'Blog', href: '/resources/blog' },
        { label: 'Financing', href: '/resources/financing' },
        { label: 'FAQ', href: '/resources/faq' },
        { label: 'Battery Backup Locations', href: '/resources/battery-backup-locations' },
        { label: 'Solar Estimate', href: '/resources/solar-estimate' },
      ],
    },
  ],
};

export const aboutMenu: NavMenu = {
  id: 'about',
  label: 'About Us',
  mega: false,
  groups: [
    {
      title: 'About Us',
      links: [
        { label: 'About Sunfield', href: '/about' },
        { label: 'What Sets Us Apart', href: '/about/what-sets-us-apart' },
        { label: 'Testimonials', href: '/about#testimonials' },
        { label: 'Partners', href: '/about/partners' },
        { label: 'Areas We Serve', href: '/about/areas-we-serve' },
        { label: 'Careers', href: '/about/careers' },
      ],
    },
  ],
};

export const headerMenus: readonly NavMenu[] = [servicesMenu, resourcesMenu, aboutMenu];

export const contactLink: NavLink = { label: 'Contact', href: '/contact' };

export const footerServiceLinks: readonly NavLink[] = [
  { label: 'Residential Solar', href: '/services/residential-solar' },
  { label: 'Solar Installer in Delano', href: '/solar-installer-delano' },
  { label: 'Batteries & Backup', href: '/services/residential-solar/batteries' },
  { label: 'EV Chargers', href: '/services/residential-solar/ev-chargers' },
  { label: 'Commercial Electric', href: '/services/commercial-electric' },
  { label: 'Oil & Gas', href: '/services/oil-gas' },
  { label: 'Agriculture', href: '/services/agriculture' },
  { label: 'General & Emergency', href: '/services/general-electric' },
];

export const footerCompanyLinks: readonly NavLink[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Areas We Serve', href: '/about/areas-we-serve' },
  { label: 'Financing', href: '/resources/financing' },
  { label: 'FAQ', href: '/resources/faq' },
  // The blog's only link on every page: the header's Resources menu is drawn only when opened.
  { label: 'Blog', href: '/resources/blog' },
  { label: 'Careers', href: '/about/careers' },
  { label: 'Contact', href: '/contact' },
];

/** The chrome's own words around the menus: skip link, logo, header, mobile menu, footer headings. */
export const chromeText = {
  skipToContent: 'Skip to content',
  // Read after the logo's name by assistive tech: "Sunfield Electric & Solar, home".
  logoHome: ', home',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  // Followed by the phone number.
  callUsAt: 'Call us at',
  call: 'Call',
  quote: { label: 'Get a Free Quote', href: '/contact' as const },
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  footerServices: 'Services',
  footerCompany: 'Company',
  footerContact: 'Contact',
};

/**
 * The language switch on this language's pages, which leads to the other language
 * (docs/decisions/018-spanish.md). The notice offering the other language's page is in notices.ts.
 */
export const languageSwitch = {
  // The other language's name, written in that language.
  label: 'Español',
  // Read by assistive tech after the name, in this page's language.
  toTwin: 'read this page in Spanish',
  toHome: 'go to the Spanish site',
};
