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
  { label: 'Careers', href: '/about/careers' },
  { label: 'Contact', href: '/contact' },
];
