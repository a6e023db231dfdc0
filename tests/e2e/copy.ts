/**
 * The site's copy and facts as the browser tests expect them: every e2e spec reads expected
 * text through this one file, never from src/ directly and never written out, so a copy edit
 * changes what the tests expect with it, and a move of a content module is fixed here once.
 * Content modules that import an illustration load through tests/e2e/asset-loader.mjs.
 */
export { localeTags } from '@/shared/i18n/locales';
export { localeOfPath } from '@/shared/i18n/paths';
export { HIDDEN_CHARACTERS_MESSAGE } from '@/shared/lead/fields';
export { interestOptions } from '@/shared/lead/interests';
export { leadMessages } from '@/shared/lead/messages';
export { positionOptions } from '@/shared/lead/positions';
export { serviceOptions } from '@/shared/lead/services';
export { townHubPath, towns } from '@/shared/places/towns';
export { leadRetention } from '@/shared/privacy';
export { site, telHref } from '@/shared/site';
export { indexedLandingSlugs, resolveSlug } from '@/shared/slug/resolve-slug';
export { fullTitle } from '@/seo/head';

export { areasFinder } from '@/content/about/areas-we-serve';
export { careersMeta } from '@/content/about/careers';
export { partnersMeta } from '@/content/about/partners';
export { whatSetsUsApartMeta } from '@/content/about/what-sets-us-apart';
export { coreValues, sampleFiguresNote, sectionText, stats } from '@/content/company';
export { contactMeta, contactPage } from '@/content/contact';
export { faqGroups } from '@/content/faqs';
export { applicationCopy, estimateFormCopy, leadText, privacyNotice, quoteFormCopy } from '@/content/forms';
export { homeMeta } from '@/content/home';
export { aboutMenu, chromeText, contactLink, resourcesMenu, servicesMenu } from '@/content/navigation';
export { offlineText } from '@/content/offline';
export { partners } from '@/content/partners';
export { privacyMeta, privacyPage } from '@/content/privacy';
export { blogListMeta } from '@/content/resources/blog/index';
export { faqMeta } from '@/content/resources/faq';
export { financingMeta } from '@/content/resources/financing';
export { agricultureMeta } from '@/content/services/agriculture';
export { commercialFinancingMeta } from '@/content/services/commercial-electric/financing';
export { commercialOverviewMeta } from '@/content/services/commercial-electric/index';
export { newConstructionMeta } from '@/content/services/commercial-electric/new-construction';
export { commercialProcessMeta } from '@/content/services/commercial-electric/our-process';
export { remodelsMeta } from '@/content/services/commercial-electric/remodels';
export { commercialSolarMeta } from '@/content/services/commercial-electric/solar';
export { generalElectricMeta } from '@/content/services/general-electric';
export { oilGasMeta } from '@/content/services/oil-gas';
export { batteriesMeta } from '@/content/services/residential-solar/batteries';
export { evChargersMeta } from '@/content/services/residential-solar/ev-chargers';
export { residentialLandingMeta } from '@/content/services/residential-solar/index';
export { ourProcessMeta } from '@/content/services/residential-solar/our-process';
export { systemUpgradesMeta } from '@/content/services/residential-solar/system-upgrades';
export { delanoMeta } from '@/content/solar-installer-delano';
export { notFoundText } from '@/content/system-pages';
export { testimonials, testimonialsText } from '@/content/testimonials';
export type { PageMeta } from '@/content/types';

export { quoteFormCopy as esQuoteFormCopy, leadText as esLeadText } from '@/content/forms.es';
export { offlineText as esOfflineText } from '@/content/offline.es';
export { notFoundText as esNotFoundText } from '@/content/system-pages.es';
