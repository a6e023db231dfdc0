import * as en from '@/content/partners';

/**
 * The partners of /about/partners in Spanish. Names and wordmarks are the partners' own and stay
 * as they are; what each partner does is translated, matched by the partner's id.
 */
const text: Readonly<Record<string, Pick<en.Partner, 'role' | 'description'>>> = {
  'tule-ridge-credit': {
    role: 'Préstamos para energía solar y baterías, de 5 a 20 años',
    description:
      'Préstamos a tasa fija para energía solar, baterías y actualizaciones de panel, con plazos de 5 a 20 años y sin penalidad por pago anticipado, para que pueda abonar al saldo cuando le sea posible.',
  },
  'canalside-lending': {
    role: 'Préstamos para mejoras del hogar',
    description:
      'Préstamos sin garantía para mejoras del hogar: actualizaciones del panel principal, cargadores para vehículos eléctricos y trabajos de recableado que son demasiado chicos para un préstamo solar, pero demasiado grandes para pagarlos con un solo cheque.',
  },
  'alder-point-capital': {
    role: 'Financiamiento de equipo comercial y agrícola',
    description:
      'Financiamiento y arrendamiento de equipo para energía solar comercial, instalaciones eléctricas de bombas y pozos, y mejoras de talleres, con pagos que pueden seguir el calendario de cosecha de un rancho.',
  },
  'granite-oak-bank': {
    role: 'Préstamos solares con garantía y líneas de crédito sobre el valor de la casa',
    description:
      'Líneas de crédito sobre el valor de la casa (home equity) y préstamos solares con garantía para sistemas más grandes y proyectos eléctricos de toda la casa, muchas veces a una tasa más baja que el financiamiento sin garantía.',
  },
  'brightacre-power': {
    role: 'Contratos de compra de energía (PPA)',
    description:
      'Es dueño del sistema en su techo, lo asegura y le vende la electricidad que produce a un precio fijo por kilovatio-hora, sin costo inicial.',
  },
  'sagebrush-energy-leasing': {
    role: 'Arrendamientos solares (leases)',
    description:
      'Arrendamientos solares con un pago mensual fijo, con monitoreo y reparaciones incluidos durante el plazo, y un proceso de traspaso para cuando venda su casa.',
  },
  'voltrana-inverters': {
    role: 'Fabricante de inversores con un programa de financiamiento de equipo',
    description:
      'Fabrica los inversores de cadena (string) e híbridos de muchos de nuestros sistemas, y ofrece por medio de nuestra oficina un programa de pagos diferidos y garantías extendidas para sus equipos.',
  },
  'oak-flat-roofing': {
    role: 'Contratista de techos',
    description:
      'Cambia los techos gastados antes de que se instalen los paneles solares, y nos manda a los dueños de casa cuyo techo nuevo ya está listo para paneles, para que nadie tenga que pagar más adelante por quitar y volver a instalar un sistema.',
  },
  'twin-palms-realty': {
    role: 'Agencia de bienes raíces',
    description:
      'Nos refiere compradores y vendedores que necesitan inspeccionar un sistema solar, traspasar un arrendamiento o actualizar un panel antes del cierre de la venta.',
  },
  'foothill-air-comfort': {
    role: 'Contratista de calefacción y aire acondicionado',
    description:
      'Instala bombas de calor y aire acondicionado de alta eficiencia; nosotros agregamos los circuitos, la capacidad del panel y la energía solar para hacerlos funcionar, así que una sola visita cubre la mejora completa.',
  },
  'granary-row-builders': {
    role: 'Constructora de casas',
    description:
      'Construye casas nuevas en el condado de Kern; nosotros diseñamos e instalamos el sistema solar que cada casa necesita por Title 24 (el código de energía para edificios de California) y les ofrecemos a los compradores agregar una batería antes de mudarse.',
  },
  'furrow-line-irrigation': {
    role: 'Proveedor de riego y bombas',
    description:
      'Vende bombas y sistemas de riego por goteo a los agricultores del Valle y nos llama para los paneles eléctricos de las bombas, los variadores de frecuencia y la energía solar que las alimentan.',
  },
};

export const partners: readonly en.Partner[] = en.partners.map((p) => {
  const es = text[p.id];
  if (!es) throw new Error(`No Spanish text for partner ${p.id}`);
  return { ...p, ...es };
});

export const financingPartners = partners.filter((p) => p.kind === 'financing');
export const salesPartners = partners.filter((p) => p.kind === 'sales');
