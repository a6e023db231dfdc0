import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { agricultureBlocks } from '@/content/services/agriculture';
import { agricultureMeta } from '@/content/services/agriculture.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/agriculture')({
  head: ({ match }) => routeHead(match, agricultureMeta),
  component: () => <PageBlocks blocks={withTownLinks(agricultureBlocks)} />,
});
