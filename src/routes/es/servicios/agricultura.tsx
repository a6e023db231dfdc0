import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/es/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { agricultureBlocks } from '@/content/es/services/agriculture';
import { agricultureMeta } from '@/content/es/services/agriculture.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/servicios/agricultura')({
  head: ({ match }) => routeHead(match, agricultureMeta),
  component: () => <PageBlocks blocks={withTownLinks(agricultureBlocks)} />,
});
