import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { ourProcessBlocks } from '@/content/es/services/residential-solar/our-process';
import { ourProcessMeta } from '@/content/es/services/residential-solar/our-process.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/servicios/energia-solar-residencial/nuestro-proceso')({
  head: ({ match }) => routeHead(match, ourProcessMeta),
  component: () => <PageBlocks blocks={ourProcessBlocks} />,
});
