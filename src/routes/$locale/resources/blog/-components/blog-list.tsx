import { CardGrid } from '@/components/sections/card-grid';
import { Section } from '@/components/sections/section';
import type * as listContent from '@/content/resources/blog/index';
import type { articleText } from '@/content/resources/blog/article';
import type { blogText } from '@/content/resources/blog/blog-text';
import type { BlogSummary } from '@/content/resources/blog/post';
import type { Localized } from '@/content/localized';
import { PageBlocks } from '@/features/page/page-blocks';
import { BlogCard } from './blog-card';
import styles from './blog-list.module.css';

export interface BlogListContent {
  blogListHero: typeof listContent.blogListHero;
  blogListSection: Localized<typeof listContent.blogListSection>;
  moreResources: typeof listContent.moreResources;
  blogListCta: typeof listContent.blogListCta;
  blogText: Localized<typeof blogText>;
  articleText: Localized<typeof articleText>;
  posts: readonly BlogSummary[];
}

/** The blog list page, in the language of its content: hero, the posts, more resources, call to action. */
export function BlogList({ content: c }: { content: BlogListContent }) {
  return (
    <>
      <PageBlocks blocks={[c.blogListHero]} />
      <Section {...c.blogListSection}>
        <div className={styles.list}>
          {c.posts.map((post, i) => (
            <BlogCard key={post.slug} post={post} text={c} index={i} />
          ))}
        </div>
      </Section>
      <Section id="more-resources" eyebrow={c.blogText.moreResources.eyebrow} heading={c.blogText.moreResources.heading} tone="offwhite">
        <CardGrid items={c.moreResources} columns={2} />
      </Section>
      <PageBlocks blocks={[c.blogListCta]} />
    </>
  );
}
