import * as en from '@/content/services/residential-solar/images';
import type { Localized } from '@/content/localized';

/**
 * Las ilustraciones de las páginas residenciales, cada una con el texto alternativo que la describe.
 * Las páginas las usan por nombre; la imagen, el tamaño y la ruta vienen del módulo en inglés.
 */
export const residentialImages: Localized<typeof en.residentialImages> = {
  ranchSolar: {
    ...en.residentialImages.ranchSolar,
    alt: 'Una casa tipo rancho de un solo piso en el Valle, con paneles solares en todo el techo y dos baterías en la pared del frente, bajo el sol bajo de la tarde.',
  },
  homeEnergy: {
    ...en.residentialImages.homeEnergy,
    alt: 'El techo de una casa cubierto con dos filas de paneles solares de marco oscuro, con el sol de la tarde detrás del pico del techo.',
  },
  designPlan: {
    ...en.residentialImages.designPlan,
    alt: 'Un plano del sitio en papel cuadriculado que muestra un techo visto desde arriba, con paneles en sus lados sur y oeste, la sombra de un árbol y el recorrido del sol, junto a una lista de verificación y una tableta con una gráfica del consumo mensual.',
  },
  mainPanel: {
    ...en.residentialImages.mainPanel,
    alt: 'Un panel eléctrico principal abierto con dos columnas de breakers, el medidor de la compañía de luz al lado y tubería conduit subiendo por la pared exterior.',
  },
  evCharger: {
    ...en.residentialImages.evCharger,
    alt: 'Un carro eléctrico azul cargándose en un garaje abierto con un cargador de Nivel 2 montado en la pared, y paneles solares en el techo del garaje.',
  },
  batteryWall: {
    ...en.residentialImages.batteryWall,
    alt: 'Dos baterías para el hogar montadas en la pared y una unidad de respaldo (gateway), conectadas con tubería conduit dentro de un garaje.',
  },
  wholeHome: {
    ...en.residentialImages.wholeHome,
    alt: 'La energía va del sol a los paneles del techo, pasa por un inversor y una batería en la pared, llega a un carro eléctrico que se carga en la entrada de la casa y sale hacia el poste de la compañía de luz.',
  },
  outage: {
    ...en.residentialImages.outage,
    alt: 'Una calle de noche durante un apagón: las casas vecinas están a oscuras, mientras una casa con paneles solares y una batería en la pared mantiene las luces prendidas.',
  },
  crew: {
    ...en.residentialImages.crew,
    alt: 'Tres electricistas con casco y chaleco de alta visibilidad frente a un sistema de paneles solares; uno de ellos sostiene una tableta.',
  },
  van: {
    ...en.residentialImages.van,
    alt: 'Una camioneta de servicio blanca con una franja color ámbar y una escalera en el techo, estacionada frente a una casa con paneles solares.',
  },
};
