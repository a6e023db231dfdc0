import * as en from '@/content/topics/copy/farms';
import type { TopicTemplate } from '@/content/topics/types';
import { twinTopics } from '@/content/topics/twin';

/** Agriculture in Spanish: the services/agriculture topic of the areas page, canonical slug `agriculture`. */
export const farmTopics: readonly TopicTemplate[] = twinTopics(en.farmTopics, {
  agriculture: {
    title: 'Solar y electricidad agrícola en {location}',
    description:
      'Electricistas con licencia para ranchos y campos cerca de {location}: tableros de bombas de pozo, VFD, talleres y solar que compensa el riego.',
    keywords: [
      'energía solar agrícola {location}',
      'electricista agrícola {location}',
      'electricista para bomba de pozo',
      'agrovoltaica Kern County',
    ],
    serviceName: 'Servicios eléctricos y solares para la agricultura',
    hero: {
      eyebrow: 'Agricultura en la zona de {location}',
      heading: 'Electricidad y energía solar para agricultores de la zona de {location}',
      lead: 'Bombas que arrancan siempre, paneles que aguantan el polvo y el calor, y sistemas solares calculados según la carga del riego: trabajo eléctrico para los campos de Kern County.',
      imageAlt: 'Hileras de paneles solares elevados sobre hileras de cultivos, junto a un cuarto de bombas.',
    },
    sections: [
      {
        header: 'Bombas y motores que arrancan siempre',
        paragraphs: [
          'Una bomba de pozo que se bota en julio le cuesta una cosecha. Damos servicio y cambiamos tableros de bombas, arrancadores suaves y variadores de frecuencia (VFD) en motores desde unos cuantos caballos de fuerza hasta pozos grandes de riego, y recableamos controles que se han cocido al sol.',
          'Un VFD por sí solo muchas veces reduce de forma notable el consumo de energía de una bomba, porque la mayoría de los pozos no necesitan el flujo completo todo el día.',
        ],
        imageAlt: 'Un tablero eléctrico abierto con filas de breakers junto a su medidor.',
      },
      {
        header: 'Energía solar que compensa la carga del riego',
        paragraphs: [
          'El riego trabaja más fuerte en los meses de más sol, y eso le queda muy bien a la energía solar. Con la agregación de medidores (meter aggregation), un solo sistema puede compensar varios medidores de bombas en la misma parcela o en parcelas vecinas.',
          '{utilityNote} Modelamos el sistema con su tarifa agrícola y sus cargos por demanda, no con una regla general para casas.',
        ],
        imageAlt: 'Filas de paneles solares inclinados en un techo grande y plano.',
      },
      {
        header: 'Agrovoltaica: cultivos y paneles en el mismo terreno',
        paragraphs: [
          'Los sistemas elevados sobre las hileras de cultivo o a la orilla de los campos producen electricidad mientras dan sombra a las plantas de abajo. En las semanas más calurosas, esa sombra puede reducir el estrés por calor y la pérdida de agua en algunos cultivos. Diseñamos la altura y la separación entre hileras según su maquinaria.',
        ],
        imageAlt: 'Paneles solares elevados sobre hileras de cultivos bajo el sol.',
      },
      {
        header: 'Talleres, cuartos fríos y empaque',
        paragraphs: [
          '{terrainNote} El almacenamiento en frío, las líneas de empaque y el equipo del taller necesitan electricidad limpia y del tamaño correcto. Hacemos mejoras del servicio eléctrico, distribución trifásica y reparaciones de emergencia con una línea 24/7. {driveNote}',
        ],
        bullets: [
          'Servicio y distribución trifásica',
          'Circuitos para almacenamiento en frío y cuartos fríos',
          'Energía de respaldo para cargas críticas',
          'Iluminación para patios y establos',
        ],
        imageAlt: 'Una camioneta de servicio con una escalera en el techo, lista para salir a una llamada.',
      },
    ],
    form: {
      heading: 'Hable con nosotros sobre su rancho o campo cerca de {location}',
      text: 'Cuéntenos de las bombas, los medidores y los edificios que maneja. Coordinamos un recorrido por el lugar y le presentamos opciones de reparaciones, mejoras o energía solar.',
      points: [
        'Electricistas con licencia que conocen el trabajo agrícola',
        'Recorrido por el lugar sin costo',
        'Sistema solar modelado con su tarifa agrícola',
      ],
    },
  },
});
