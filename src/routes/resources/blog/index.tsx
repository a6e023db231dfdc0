import { createFileRoute } from '@tanstack/react-router';
import { CardGrid } from '@/components/sections/card-grid';
import { PageBlocks } from '@/components/sections/page-blocks';
import { Section } from '@/components/sections/section';
import { blogPosts } from '@/content/blog';
import { blogListCta, blogListHero, blogListSection, moreResources } from '@/content/pages/resources/blog-list';
import { blogListMeta } from '@/content/pages/resources/blog.meta';
import { routeHead } from '@/seo/route-head';
import { BlogCard } from './-components/blog-card';
import styles from './-components/blog-list.module.css';

export const Route = createFileRoute('/resources/blog/')({
  head: () => routeHead('/resources/blog', blogListMeta),
  component: BlogList,
});

function BlogList() {
  return (
    <>
      <PageBlocks blocks={[blogListHero]} />
      <Section {...blogListSection}>
        <div className={styles.list}>
          {blogPosts.map((post, i) => (
            <BlogCard key={post.id} post={post} index={i} />
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
