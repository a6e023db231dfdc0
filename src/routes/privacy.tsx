import { createFileRoute } from '@tanstack/react-router';
import * as privacy from '@/content/privacy';
import { privacyMeta } from '@/content/privacy.meta';
import { routeHead } from '@/seo/route-head';
import { PrivacyPage } from './-components/privacy-page';

export const Route = createFileRoute('/privacy')({
  head: ({ match }) => routeHead(match, { ...privacyMeta, modifiedTime: privacy.privacyPage.updated.iso }),
  component: () => <PrivacyPage content={privacy} />,
});
