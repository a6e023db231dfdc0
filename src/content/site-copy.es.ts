import * as company from '@/content/company.es';
import * as dates from '@/content/facts/dates.es';
import * as estimateOffer from '@/content/estimate-offer.es';
import * as footer from '@/content/footer.es';
import * as forms from '@/content/forms.es';
import * as navigation from '@/content/navigation.es';
import * as offline from '@/content/offline.es';
import * as systemPages from '@/content/system-pages.es';
import * as testimonials from '@/content/testimonials.es';
import * as topicStates from '@/content/topics/states.es';
import * as topicNames from '@/content/topics/topic-names.es';
import * as topicText from '@/content/topics/page-text.es';
import type { SiteCopy } from '@/content/site-copy-type';

/** The Spanish twin of site-copy.ts: the chrome, shared sections and forms of every Spanish page. */
export const siteCopy: SiteCopy = {
  company,
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
