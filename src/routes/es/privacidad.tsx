import { createFileRoute } from '@tanstack/react-router';
import * as privacy from '@/content/es/privacy';
import { privacyMeta } from '@/content/es/privacy.meta';
import { routeHead } from '@/seo/route-head';
import { PrivacyPage } from '@/routes/-components/privacy-page';

export const Route = createFileRoute('/es/privacidad')({
  head: ({ match }) => routeHead(match, { ...privacyMeta, modifiedTime: privacy.privacyPage.updated.iso }),
  component: () => <PrivacyPage content={privacy} />,
});
