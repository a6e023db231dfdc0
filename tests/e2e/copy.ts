/**
 * The site's copy and facts as the browser tests expect them: every e2e spec reads expected
 * text through this one file, never from src/ directly and never written out, so a copy edit
 * changes what the tests expect with it, and a move of a content module is fixed here once.
 * Content modules that import an illustration load through tests/e2e/asset-loader.mjs.
 */
import type { Block } from '@/content/types';

export { localeTags } from '@/shared/i18n/locales';
export { localeOfPath } from '@/shared/i18n/paths';
export { attachmentLimits, attachmentRules } from '@/shared/lead/attachments';
export { HIDDEN_CHARACTERS_MESSAGE } from '@/shared/lead/fields';
export { interestOptions } from '@/shared/lead/interests';
import { leadFields } from '@/shared/lead/lead-fields';
export { leadMessages } from '@/shared/lead/messages';
export { leadMessagesEs } from '@/shared/lead/messages-es';
export { positionOptions } from '@/shared/lead/positions';
/** The positions as the careers form offers them: each with its pay range (Labor Code 432.3). */
export { positionChoices } from '@/shared/lead/lead-fields';
export { serviceOptions } from '@/shared/lead/services';
export { townHubPath, towns } from '@/shared/places/towns';
export { isSample, ownerFacts } from '@/shared/owner/facts';
export { leadRetention } from '@/shared/privacy';
export { addressLines, site, telHref } from '@/shared/site';
export { indexedLandingSlugs, resolveSlug } from '@/shared/slug/resolve-slug';
export { fullTitle } from '@/seo/head';

export { areasFinder } from '@/content/about/areas-we-serve';
export { careersMeta, showBenefits } from '@/content/about/careers';
export { partnersMeta } from '@/content/about/partners';
export { whatSetsUsApartMeta } from '@/content/about/what-sets-us-apart';
export { coreValues, sampleFiguresNote, sectionText, stats } from '@/content/company';
export { contactMeta, contactPage } from '@/content/contact';
export { faqGroups } from '@/content/faqs';
export { applicationCopy, attachmentCopy, estimateFormCopy, leadText, privacyNotice, quoteFormCopy, receiptCopy } from '@/content/forms';
export { hero as homeHero, homeMeta, serviceTiles, valuesBanner } from '@/content/home';
export { aboutMenu, chromeText, contactLink, footerCompanyLinks, languageSwitch, resourcesMenu, servicesMenu } from '@/content/navigation';
export { offlineText } from '@/content/offline';
export { installText, otherLanguage } from '@/content/notices';
export { partners } from '@/content/partners';
export { privacyBody, privacyMeta, privacyPage } from '@/content/privacy';
export { articleText } from '@/content/resources/blog/article';
export { blogListHero, blogListMeta } from '@/content/resources/blog/index';
export { body as solarTaxCreditsBody, summary as solarTaxCreditsPost } from '@/content/resources/blog/posts/solar-tax-credits';
export { summary as wifiReconnectsPost } from '@/content/resources/blog/posts/wifi-reconnects';
export { formatDate } from '@/routes/$locale/resources/blog/-components/format-date';
export { faqMeta } from '@/content/resources/faq';
export { financingBlocks, financingComparison, financingCta, financingMeta, financingOptions } from '@/content/resources/financing';
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
export { landingText } from '@/content/topics/states';
export type { PageMeta } from '@/content/types';
export { page as agriculturePage } from '@/content/services/agriculture';
export { page as commercialOverviewPage } from '@/content/services/commercial-electric/index';
export { page as generalElectricPage } from '@/content/services/general-electric';
export { page as batteriesPage } from '@/content/services/residential-solar/batteries';
export { page as evChargersPage } from '@/content/services/residential-solar/ev-chargers';
export { page as residentialLandingPage } from '@/content/services/residential-solar/index';
export { page as ourProcessPage } from '@/content/services/residential-solar/our-process';
export { page as systemUpgradesPage } from '@/content/services/residential-solar/system-upgrades';
export { careersBlocks } from '@/content/about/careers';
export { communityBlock, logoStripSection, partnersHero, partnersReachOut } from '@/content/about/partners';
export { whatSetsUsApartBlocks } from '@/content/about/what-sets-us-apart';

export { quoteFormCopy as esQuoteFormCopy, leadText as esLeadText, receiptCopy as esReceiptCopy } from '@/content/forms.es';
export { leadFields } from '@/shared/lead/lead-fields';
export { utilityOptions } from '@/shared/lead/utilities';
export { shortRef } from '@/shared/lead/reference';
export { offlineText as esOfflineText } from '@/content/offline.es';
export { installText as esInstallText, otherLanguage as esOtherLanguage } from '@/content/notices.es';
export { chromeText as esChromeText } from '@/content/navigation.es';
export { notFoundText as esNotFoundText } from '@/content/system-pages.es';

/** The block of a page's content with this id (the hero has none: by kind alone), typed by its kind. */
export function block<K extends Block['kind']>(blocks: readonly Block[], kind: K, id?: string): Extract<Block, { kind: K }> {
  const found = blocks.find((b) => b.kind === kind && (id === undefined || ('id' in b && b.id === id)));
  if (!found) throw new Error(`No ${kind} block${id ? ` #${id}` : ''} in this page's content`);
  return found as Extract<Block, { kind: K }>;
}

/** A text as a regular expression that matches it literally (for names that end or start with it). */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The labels of the lead's own fields (src/shared/lead/lead-fields.ts), as an English form shows them. */
export const fieldLabels = {
  position: leadFields.position.label.en,
  zipCode: leadFields.zipCode.label.en,
  interests: leadFields.interests.label.en,
};
/** The position select's first option. */
export const positionChoose = leadFields.position.input.kind === 'select' ? leadFields.position.input.choose.en : '';
