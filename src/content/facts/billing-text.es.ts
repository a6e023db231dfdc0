import type { Localized } from '@/content/localized';
import { billingRules } from './billing';
import type { billingText as en } from './billing-text';
import { longDate, monthYear } from './incentive-text.es';

/** The billing rules as Spanish copy states them (src/content/facts/billing.ts holds the facts). */
const { netBilling } = billingRules;

export const billingText: Localized<typeof en> = {
  whoIsOnWhich: `Las casas que solicitaron energía solar a partir del ${longDate(netBilling.start)} están en el Net Billing Tariff (NEM 3.0); los sistemas más antiguos conservan NEM 1.0 o 2.0.`,
  since: `desde ${monthYear(netBilling.start)}`,
  netBillingMonthly:
    'Con el Net Billing Tariff, PG&E y SCE le cobran la energía cada mes, ya descontados sus créditos por exportación; los créditos que sobran pasan al mes siguiente, y una liquidación anual (true-up) cierra el saldo.',
  legacyYearly:
    'Con NEM 1.0 o 2.0 usted paga cargos mensuales pequeños, y sus cargos de energía se cobran una vez al año en el true-up, a menos que los vaya pagando cada mes.',
  plans: `Los clientes solares nuevos pasan al plan ${netBilling.plans.pge} de PG&E o al ${netBilling.plans.sce} de SCE.`,
  trueUpAnswer: `Depende de cuándo solicitó su sistema. Desde el ${longDate(netBilling.start)}, los clientes solares nuevos están en el Net Billing Tariff: PG&E y SCE le cobran la energía cada mes, ya descontados sus créditos por exportación, pasan los créditos que sobran al mes siguiente y cierran el saldo en una liquidación anual (true-up). Los sistemas con NEM 1.0 o 2.0 pagan cargos mensuales pequeños, y sus cargos de energía se cobran una vez al año en el true-up, a menos que los vayan pagando cada mes.`,
};
