/**
 * The site's copy and facts as the browser tests expect them: every e2e spec reads expected
 * text through this one file, never from src/ directly and never written out, so a copy edit
 * changes what the tests expect with it, and a move of a content module is fixed here once.
 * Only modules Node can load: none that imports an image (the home page's copy does).
 */
export { localeTags } from '@/shared/i18n/locales';
export { localeOfPath } from '@/shared/i18n/paths';
export { HIDDEN_CHARACTERS_MESSAGE } from '@/shared/lead/fields';
export { leadMessages } from '@/shared/lead/messages';
export { townHubPath, towns } from '@/shared/places/towns';
export { leadRetention } from '@/shared/privacy';
export { site, telHref } from '@/shared/site';
export { indexedLandingSlugs, resolveSlug } from '@/shared/slug/resolve-slug';
export { fullTitle } from '@/seo/head';

export { careersMeta } from '@/content/about/careers.meta';
export { partnersMeta } from '@/content/about/partners.meta';
export { whatSetsUsApartMeta } from '@/content/about/what-sets-us-apart.meta';
export { coreValues, sampleFiguresNote, stats } from '@/content/company';
export { contactPage } from '@/content/contact';
export { contactMeta } from '@/content/contact.meta';
export { faqGroups } from '@/content/faqs';
export { applicationCopy, estimateFormCopy, leadText, privacyNotice, quoteFormCopy } from '@/content/forms';
export { homeMeta } from '@/content/home.meta';
export { offlineText } from '@/content/offline';
export { partners } from '@/content/partners';
export { privacyPage } from '@/content/privacy';
export { privacyMeta } from '@/content/privacy.meta';
export { blogListMeta } from '@/content/resources/blog/index.meta';
export { faqMeta } from '@/content/resources/faq.meta';
export { financingMeta } from '@/content/resources/financing.meta';
export { agricultureMeta } from '@/content/services/agriculture.meta';
export { commercialFinancingMeta } from '@/content/services/commercial-electric/financing.meta';
export { commercialOverviewMeta } from '@/content/services/commercial-electric/index.meta';
export { newConstructionMeta } from '@/content/services/commercial-electric/new-construction.meta';
export { commercialProcessMeta } from '@/content/services/commercial-electric/our-process.meta';
export { remodelsMeta } from '@/content/services/commercial-electric/remodels.meta';
export { commercialSolarMeta } from '@/content/services/commercial-electric/solar.meta';
export { generalElectricMeta } from '@/content/services/general-electric.meta';
export { oilGasMeta } from '@/content/services/oil-gas.meta';
export { batteriesMeta } from '@/content/services/residential-solar/batteries.meta';
export { evChargersMeta } from '@/content/services/residential-solar/ev-chargers.meta';
export { residentialLandingMeta } from '@/content/services/residential-solar/index.meta';
export { ourProcessMeta } from '@/content/services/residential-solar/our-process.meta';
export { systemUpgradesMeta } from '@/content/services/residential-solar/system-upgrades.meta';
export { delanoMeta } from '@/content/solar-installer-delano.meta';
export { notFoundText } from '@/content/system-pages';
export { testimonials, testimonialsText } from '@/content/testimonials';
export type { PageMeta } from '@/content/types';

export { quoteFormCopy as esQuoteFormCopy, leadText as esLeadText } from '@/content/es/forms';
export { offlineText as esOfflineText } from '@/content/es/offline';
export { notFoundText as esNotFoundText } from '@/content/es/system-pages';
