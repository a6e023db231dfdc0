import * as en from '@/content/navigation';
import type { Localized } from '@/content/localized';

/** Site navigation in Spanish: the same menus, links and paths as the English navigation.ts. */
const [homeGroup, commercialGroup] = en.servicesMenu.groups;
const home = homeGroup!.links;
const business = commercialGroup!.links;
const resources = en.resourcesMenu.groups[0]!.links;
const about = en.aboutMenu.groups[0]!.links;
const footerServices = en.footerServiceLinks;
const footerCompany = en.footerCompanyLinks;

export const servicesMenu: en.NavMenu = {
  ...en.servicesMenu,
  label: 'Servicios',
  groups: [
    {
      title: 'Energía para el hogar',
      links: [
        { label: 'Energía solar residencial', href: home[0]!.href, description: 'Paneles solares diseñados para NEM 3.0' },
        { label: 'Nuestro proceso', href: home[1]!.href, description: 'De la visita al permiso para operar' },
        {
          label: 'Mejoras al sistema',
          href: home[2]!.href,
          description: 'Panel principal, paneles adicionales y soluciones para el true-up',
        },
        { label: 'Cargadores para vehículos eléctricos', href: home[3]!.href, description: 'Carga de Nivel 2 en su garaje' },
        { label: 'Baterías', href: home[4]!.href, description: 'Respaldo en apagones y ahorro con NEM 3.0' },
      ],
    },
    {
      title: 'Comercial e industrial',
      links: [
        {
          label: 'Electricidad comercial',
          href: business[0]!.href,
          description: 'Cuadrillas con licencia para cualquier tipo de edificio',
        },
        {
          label: 'Obra nueva',
          href: business[1]!.href,
          description: 'Diseño y construcción eléctrica, y recorrido de obra gratis (job walk)',
        },
        { label: 'Energía solar comercial', href: business[2]!.href, description: 'Sistemas en techos, carports y montados en el suelo' },
        {
          label: 'Petróleo y gas',
          href: business[3]!.href,
          description: 'Electricistas de campos petroleros, de guardia en el condado de Kern',
        },
        { label: 'Agricultura', href: business[4]!.href, description: 'Bombas, granjas solares y agrivoltaica' },
        { label: 'General y emergencias', href: business[5]!.href, description: 'Reparaciones, mejoras y una línea 24/7' },
      ],
    },
  ],
};

export const resourcesMenu: en.NavMenu = {
  ...en.resourcesMenu,
  label: 'Recursos',
  groups: [
    {
      title: 'Recursos',
      links: [
        { label: 'Blog', href: resources[0]!.href },
        { label: 'Financiamiento', href: resources[1]!.href },
        { label: 'Preguntas frecuentes', href: resources[2]!.href },
        { label: 'Baterías de respaldo por ciudad', href: resources[3]!.href },
        { label: 'Estimación solar', href: resources[4]!.href },
      ],
    },
  ],
};

export const aboutMenu: en.NavMenu = {
  ...en.aboutMenu,
  label: 'Nosotros',
  groups: [
    {
      title: 'Nosotros',
      links: [
        { label: 'Acerca de Sunfield', href: about[0]!.href },
        { label: 'Qué nos distingue', href: about[1]!.href },
        { label: 'Testimonios', href: about[2]!.href },
        { label: 'Socios', href: about[3]!.href },
        { label: 'Áreas que atendemos', href: about[4]!.href },
        { label: 'Empleos', href: about[5]!.href },
      ],
    },
  ],
};

export const headerMenus: readonly en.NavMenu[] = [servicesMenu, resourcesMenu, aboutMenu];

export const contactLink: en.NavLink = { label: 'Contacto', href: en.contactLink.href };

export const footerServiceLinks: readonly en.NavLink[] = [
  { label: 'Energía solar residencial', href: footerServices[0]!.href },
  { label: 'Instalador solar en Delano', href: footerServices[1]!.href },
  { label: 'Baterías y respaldo', href: footerServices[2]!.href },
  { label: 'Cargadores para vehículos eléctricos', href: footerServices[3]!.href },
  { label: 'Electricidad comercial', href: footerServices[4]!.href },
  { label: 'Petróleo y gas', href: footerServices[5]!.href },
  { label: 'Agricultura', href: footerServices[6]!.href },
  { label: 'General y emergencias', href: footerServices[7]!.href },
];

export const footerCompanyLinks: readonly en.NavLink[] = [
  { label: 'Nosotros', href: footerCompany[0]!.href },
  { label: 'Áreas que atendemos', href: footerCompany[1]!.href },
  { label: 'Financiamiento', href: footerCompany[2]!.href },
  { label: 'Preguntas frecuentes', href: footerCompany[3]!.href },
  { label: 'Blog', href: footerCompany[4]!.href },
  { label: 'Empleos', href: footerCompany[5]!.href },
  { label: 'Contacto', href: footerCompany[6]!.href },
];

// Typed as the English object (not Localized), so the quote link keeps its checked route type.
export const chromeText: typeof en.chromeText = {
  skipToContent: 'Saltar al contenido',
  logoHome: ', inicio',
  mainNav: 'Principal',
  mobileNav: 'Móvil',
  // Followed by the phone number: "Llámenos al (661) …".
  callUsAt: 'Llámenos al',
  call: 'Llame al',
  // Short enough for the header bar at 1200 px; the longer "Pida una cotización gratis" is the heroes'.
  quote: { label: 'Cotización gratis', href: en.chromeText.quote.href },
  openMenu: 'Abrir el menú',
  closeMenu: 'Cerrar el menú',
  footerServices: 'Servicios',
  footerCompany: 'Empresa',
  footerContact: 'Contacto',
};

/** On Spanish pages the switch leads to English. */
export const languageSwitch: Localized<typeof en.languageSwitch> = {
  label: 'English',
  toTwin: 'ver esta página en inglés',
  toHome: 'ir al sitio en inglés',
};
