import * as company from '@/content/company';
import * as dates from '@/content/facts/dates';
import * as estimateOffer from '@/content/estimate-offer';
import * as footer from '@/content/footer';
import * as forms from '@/content/forms';
import * as navigation from '@/content/navigation';
import * as offline from '@/content/offline';
import * as systemPages from '@/content/system-pages';
import * as testimonials from '@/content/testimonials';
import * as topicStates from '@/content/topics/states';
import * as topicNames from '@/content/topics/topic-names';
import * as topicText from '@/content/topics/page-text';

/**
 * The copy of every page's chrome and of the sections and forms any page may show, in English
 * (site-copy.es.ts is the Spanish twin). The root route loads the one of the page's language and
 * components read it with useSiteCopy() (docs/decisions/024-one-route-tree.md); a page's own copy
 * comes from its route's loader, as props. No component chooses a language's module itself.
 */
export const siteCopy = {
  company,
  // How the language writes a date ('March 2026', 'marzo de 2026').
  dates,
  estimateOffer,
  footer,
  forms,
  navigation,
  offline,
  systemPages,
  testimonials,
  topicNames,
  topicStates,
  topicText,
};
