import { site } from '@/shared/site';
import { absoluteUrl } from '@/seo/head';

/** The company as an Article's author. */
export const organizationJsonLd = () => ({ '@type': 'Organization', name: site.name, url: `${site.url}/` });

/** The company as an Article's publisher: the author plus its logo. */
export const publisherJsonLd = () => ({
  ...organizationJsonLd(),
  logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
});
