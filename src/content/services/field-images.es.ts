import * as en from '@/content/services/field-images';
import type { Localized } from '@/content/localized';

/** Las ilustraciones de las páginas de petróleo y gas, agricultura y electricidad general, cada una descrita una vez. */
export const fieldArt: Localized<typeof en.fieldArt> = {
  pumpjack: {
    ...en.fieldArt.pumpjack,
    alt: 'Una bomba de balancín (pumpjack) en un campo petrolero seco bajo el sol bajo, alimentada por una línea aérea desde un poste de madera con un transformador y un desconectador de campo.',
  },
  agrivoltaic: {
    ...en.fieldArt.agrivoltaic,
    alt: 'Hileras elevadas de paneles solares sobre surcos de cultivo verdes, con una línea de riego por goteo al frente y una pequeña caseta de bombeo con un panel eléctrico.',
  },
  wellPump: {
    ...en.fieldArt.wellPump,
    alt: 'El motor de una bomba de pozo agrícola sobre una base de concreto, conectado a un panel de control de la bomba en un bastidor de acero, con un tubo de descarga hacia un canal de riego y, al fondo, hileras de árboles frutales y un sistema solar montado en el suelo.',
  },
  mainPanel: {
    ...en.fieldArt.mainPanel,
    alt: 'Un panel eléctrico abierto con dos filas de breakers, un medidor de la compañía de luz al lado y tubería conduit subiendo por la pared.',
  },
  serviceVan: {
    ...en.fieldArt.serviceVan,
    alt: 'Una camioneta de servicio blanca con una franja color ámbar y una escalera en el techo, estacionada frente a una casa con paneles solares.',
  },
  crew: {
    ...en.fieldArt.crew,
    alt: 'Tres electricistas con casco y chaleco de alta visibilidad frente a un sistema de paneles solares; uno de ellos sostiene una tableta.',
  },
  batteryWall: {
    ...en.fieldArt.batteryWall,
    alt: 'Dos gabinetes de baterías montados en una pared, con tubería conduit que llega a una unidad de control (gateway).',
  },
};
