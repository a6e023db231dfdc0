import * as en from '@/content/services/residential-solar/system-upgrades.meta';
import type { PageMeta } from '@/content/types';

export const systemUpgradesMeta: PageMeta = {
  ...en.systemUpgradesMeta,
  service: 'Mejoras a sistemas solares y cambio de panel principal',
  title: 'Ampliaciones solares y cambio de panel principal',
  description:
    'Agregue paneles o batería a su sistema solar, cambie un inversor dañado o su panel principal de 100 A a 200 A. Respuestas claras sobre el true-up.',
  keywords: ['mejoras a sistema solar', 'cambio de panel principal Bakersfield', 'cambio de panel a 200 amperes', 'recibo de true-up'],
};
