import { ArrowRight, CalendarDays, Clock } from 'lucide-react';
import { REVEAL_DELAYS_MS, useReveal } from '@/components/sections/use-reveal';
import { AppLink } from '@/components/ui/app-link';
import { blogPostPath, type BlogSummary } from '@/content/resources/blog/post';
import { useLocale } from '@/components/i18n/use-locale';
import type { articleText } from '@/content/resources/blog/article';
import type { blogText } from '@/content/resources/blog/blog-text';
import type { Localized } from '@/content/localized';
import styles from './blog-card.module.css';
import { formatDate } from './format-date';
import cardLink from '@/components/ui/card-link.module.css';

/** The words a post card needs, in the page's language: from the blog route's loader. */
export interface BlogCardText {
  articleText: Localized<typeof articleText>;
  blogText: Localized<typeof blogText>;
}

/**
 * One post in a list: illustration, category, title, excerpt, date and read time, one link.
 * 'row' puts the illustration beside the text on wide screens.
 */
export function BlogCard({
  post,
  text: { articleText, blogText },
  index = 0,
  layout = 'column',
}: {
  post: BlogSummary;
  text: BlogCardText;
  index?: number;
  layout?: 'column' | 'row';
}) {
  const ref = useReveal<HTMLElement>();
  const locale = useLocale();
  return (
    <article
      ref={ref}
      className={`${cardLink.card} ${styles.card}`}
      data-layout={layout}
      data-reveal=""
      data-reveal-step={index % REVEAL_DELAYS_MS.length}
    >
      <img
        className={styles.image}
        src={post.image.src}
        alt=""
        width={post.image.width}
        height={post.image.height}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <p className="eyebrow">{post.category}</p>
        <h3 className={styles.title}>{post.title}</h3>
        <p className={styles.meta}>
          <span>
            <CalendarDays aria-hidden="true" size={16} />
            <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
          </span>
          <span>
            <Clock aria-hidden="true" size={16} />
            {articleText.readTime(post.readTime)}
          </span>
        </p>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <AppLink href={blogPostPath(post.slug)} className={`${cardLink.link} ${styles.link}`}>
          {blogText.readArticle}
          <span className="visually-hidden">: {post.title}</span>
          <ArrowRight aria-hidden="true" size={18} />
        </AppLink>
      </div>
    </article>
  );
}
