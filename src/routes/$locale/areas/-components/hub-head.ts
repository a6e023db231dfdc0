import type { HubPage } from '@/features/towns/build-hub';
import { pageHead } from '@/seo/head';

/** The head of a town hub, in either language (its path says which). */
export const hubHead = (hub: HubPage | undefined) =>
  hub ? pageHead({ title: hub.title, description: hub.description, path: hub.path, modifiedTime: hub.modified, jsonLd: hub.jsonLd }) : {};
