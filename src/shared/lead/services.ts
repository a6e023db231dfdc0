/**
 * The quote form's services (docs/behaviour.md#forms). The id is what travels on the wire and never
 * changes; `label` is the sentence the visitor picks, which the office email prints too;
 * `short` names the service in the email's subject line. `labelEs` is what a Spanish form shows;
 * the wire and the email never carry it.
 */
export const serviceOptions = [
  {
    id: 'new-solar',
    short: 'New Solar',
    label: "I don't currently have solar and want a quote",
    labelEs: 'No tengo paneles solares y quiero una cotización',
  },
  {
    id: 'panel-add',
    short: 'Panel Add',
    label: "I have solar and I'm interested in adding panels",
    labelEs: 'Ya tengo paneles solares y me interesa agregar más',
  },
  {
    id: 'battery',
    short: 'Battery',
    label: 'I am interested in adding a battery to my existing system',
    labelEs: 'Me interesa agregar una batería a mi sistema actual',
  },
  {
    id: 'commercial-electric',
    short: 'Commercial Electric',
    label: 'I am interested in commercial electric options',
    labelEs: 'Me interesan las opciones eléctricas comerciales',
  },
  {
    id: 'ev-charger',
    short: 'EV Charger',
    label: 'I want an EV charger installed at home or at work',
    labelEs: 'Quiero instalar un cargador para vehículo eléctrico en casa o en el trabajo',
  },
  {
    id: 'panel-upgrade',
    short: 'Panel Upgrade',
    label: 'I need a main electrical panel upgrade',
    labelEs: 'Necesito cambiar o ampliar mi panel eléctrico principal',
  },
  {
    id: 'repair',
    short: 'Repair',
    label: 'Something electrical needs a repair',
    labelEs: 'Algo eléctrico necesita reparación',
  },
  { id: 'other', short: 'Other', label: 'Other', labelEs: 'Otro' },
] as const;

export type ServiceOption = (typeof serviceOptions)[number];
export type ServiceId = ServiceOption['id'];
export const serviceIds = serviceOptions.map((o) => o.id) as [ServiceId, ...ServiceId[]];

/**
 * Before ids, the wire carried these English names. Leads a browser queued offline back then
 * (and rows the server stored then) still carry them. Frozen: never edit, even when a name
 * above changes. A Map, so a visitor's `constructor` or `__proto__` is simply not found.
 */
const legacyServiceValues = new Map<string, ServiceId>([
  ['New Solar', 'new-solar'],
  ['Panel Add', 'panel-add'],
  ['Battery', 'battery'],
  ['Commercial Electric', 'commercial-electric'],
  ['Other', 'other'],
]);

/** The wire's `service` is free text (other forms send their own); only legacy names change. */
export const canonicalService = (value: string): string => legacyServiceValues.get(value) ?? value;

/** The option a `service` names, by id or legacy name; undefined for any other text. */
export const findService = (value: string): ServiceOption | undefined => {
  const id = canonicalService(value);
  return serviceOptions.find((o) => o.id === id);
};
