import * as en from '@/content/services/commercial-electric/images';
import type { Localized } from '@/content/localized';

/** Las ilustraciones de las páginas comerciales, cada una descrita una vez para que todas las veces lleve el mismo texto alternativo. */
export const commercialArt: Localized<typeof en.commercialArt> = {
  roofArray: {
    ...en.commercialArt.roofArray,
    alt: 'Un techo comercial plano cubierto de filas de paneles solares azules, con equipos de aire acondicionado en el techo y un cuarto eléctrico a nivel de la calle.',
  },
  constructionSite: {
    ...en.commercialArt.constructionSite,
    alt: 'La estructura de acero de un edificio de dos pisos en construcción, con tubos conduit verticales, un poste de luz provisional, un elevador de tijera y una grúa torre que levanta paneles solares.',
  },
  carportArray: {
    ...en.commercialArt.carportArray,
    alt: 'Un techo solar tipo carport sobre un estacionamiento que da sombra a dos carros, con un cargador para vehículo eléctrico conectado por una de sus columnas de acero.',
  },
  mainPanel: {
    ...en.commercialArt.mainPanel,
    alt: 'Un panel eléctrico abierto con dos filas de breakers, un medidor de la compañía de luz al lado y tubería conduit subiendo por la pared.',
  },
  crew: {
    ...en.commercialArt.crew,
    alt: 'Tres electricistas con casco y chaleco de alta visibilidad frente a un sistema de paneles solares; uno de ellos sostiene una tableta con el plano del proyecto.',
  },
  batteryWall: {
    ...en.commercialArt.batteryWall,
    alt: 'Dos gabinetes de baterías montados en una pared, con tubería conduit que llega a una unidad de control (gateway).',
  },
  serviceVan: {
    ...en.commercialArt.serviceVan,
    alt: 'Una camioneta de servicio blanca con una franja color ámbar y una escalera en el techo, estacionada frente a un edificio con paneles solares.',
  },
};
