import { ArrowLeft, CalendarDays, Clock, UserRound } from 'lucide-react';
import { ArticleBody } from '@/components/sections/article-body';
import { PageBlocks } from '@/features/page/page-blocks';
import { AppLink } from '@/components/ui/app-link';
import { useLocale } from '@/components/i18n/use-locale';
import type { Block } from '@/content/types';
import type { BlogPost, BlogSummary } from '@/content/resources/blog/post';
import styles from './blog-article.module.css';
import { BlogCard, type BlogCardText } from './blog-card';
import { formatDate } from './format-date';

/**
 * One blog post page: back link, title, date and read time, illustration, body, next read, CTA.
 * `posts` is the list of the page's language, for the next reads; `text` its words.
 */
export function BlogArticle({
  post,
  posts,
  text,
}: {
  post: BlogPost;
  posts: readonly BlogSummary[];
  text: BlogCardText & { articleCta: Block };
}) {
  const locale = useLocale();
  const { articleCta, articleText } = text;
  const others = posts.filter((p) => p.slug !== post.slug);
  return (
    <>
      <article className={styles.article} aria-labelledby="page-heading">
        <header className={styles.header}>
          <div className={`container ${styles.column}`}>
            <AppLink href="/resources/blog" className={styles.back}>
              <ArrowLeft aria-hidden="true" size={18} />
              {articleText.back}
            </AppLink>
            <p className="eyebrow">{post.category}</p>
            <h1 id="page-heading" className={styles.title}>
              {post.title}
            </h1>
            <p className={styles.lead}>{post.excerpt}</p>
            <p className={styles.meta}>
              <span>
                <CalendarDays aria-hidden="true" size={18} />
                <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
              </span>
              <span>
                <Clock aria-hidden="true" size={18} />
                {articleText.readTime(post.readTime)}
              </span>
              <span>
                <UserRound aria-hidden="true" size={18} />
                {articleText.author}
              </span>
            </p>
          </div>
        </header>
        <div className={`container ${styles.column} ${styles.content}`}>
          <img
            className={styles.image}
            src={post.image.src}
            alt={post.image.alt}
            width={post.image.width}
            height={post.image.height}
            fetchPriority="high"
            decoding="sync"
          />
          <ArticleBody body={post.body} />
        </div>
      </article>
      {others.length > 0 && (
        <section className={styles.more} aria-labelledby="keep-reading-heading">
          <div className={`container ${styles.column}`}>
            <h2 id="keep-reading-heading" className={styles.moreHeading}>
              {articleText.keepReading}
            </h2>
            <div className={styles.moreList}>
              {others.map((p) => (
                <BlogCard key={p.slug} post={p} text={text} layout="row" />
              ))}
            </div>
          </div>
        </section>
      )}
      <PageBlocks blocks={[articleCta]} />
    </>
  );
}
