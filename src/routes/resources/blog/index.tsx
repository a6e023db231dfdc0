import { createFileRoute } from '@tanstack/react-router';
import { CardGrid } from '@/components/sections/card-grid';
import { PageBlocks } from '@/features/page/page-blocks';
import { Section } from '@/components/sections/section';
import { blogListCta, blogListHero, blogListSection, moreResources } from '@/content/resources/blog/index';
import { blogListMeta } from '@/content/resources/blog/index.meta';
import { blogPosts } from '@/content/resources/blog/posts';
import { routeHead } from '@/seo/route-head';
import { BlogCard } from './-components/blog-card';
import styles from './-components/blog-list.module.css';

export const Route = createFileRoute('/resources/blog/')({
  head: ({ match }) => routeHead(match, blogListMeta),
  component: BlogList,
});

function BlogList() {
  return (
    <>
      <PageBlocks blocks={[blogListHero]} />
      <Section {...blogListSection}>
        <div className={styles.list}>
          {blogPosts.map((post, i) => (
            <BlogCard key={post.slug} post={post} index={i} />
          ))}
        </div>
      </Section>
      <Section id="more-resources" eyebrow="More resources" heading="Looking for something else?" tone="offwhite">
        <CardGrid items={moreResources} columns={3} />
      </Section>
      <PageBlocks blocks={[blogListCta]} />
    </>
  );
}
