import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { commercialProcessBlocks } from '@/content/es/services/commercial-electric/our-process';
import { commercialProcessMeta } from '@/content/es/services/commercial-electric/our-process.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/servicios/electricidad-comercial/nuestro-proceso')({
  head: ({ match }) => routeHead(match, commercialProcessMeta),
  component: () => <PageBlocks blocks={commercialProcessBlocks} />,
});
