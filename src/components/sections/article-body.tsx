import { Info, TriangleAlert } from 'lucide-react';
import type { ArticleNode } from '@/content/resources/blog/post';
import { ButtonLink } from '@/components/ui/button';
import { SourceList } from './source-list';
import styles from './article-body.module.css';

function Node({ node }: { node: ArticleNode }) {
  switch (node.kind) {
    case 'p':
      return <p>{node.text}</p>;
    case 'h2':
      return <h2>{node.text}</h2>;
    case 'h3':
      return <h3>{node.text}</h3>;
    case 'ul':
    case 'ol': {
      const List = node.kind;
      return (
        <List className={styles.list}>
          {node.items.map((item) => (
            <li key={item.slice(0, 48)}>{item}</li>
          ))}
        </List>
      );
    }
    case 'sources':
      return (
        <section className={styles.sources} aria-label={node.title}>
          <h2>{node.title}</h2>
          <SourceList items={node.items} />
        </section>
      );
    case 'callout': {
      const Icon = node.tone === 'warning' ? TriangleAlert : Info;
      return (
        <aside className={styles.callout} data-tone={node.tone} aria-label={node.title}>
          <Icon aria-hidden="true" size={22} className={styles.calloutIcon} />
          <div className={styles.calloutBody}>
            <p className={styles.calloutTitle}>{node.title}</p>
            <p>{node.text}</p>
            {node.action && (
              <div>
                <ButtonLink href={node.action.href}>{node.action.label}</ButtonLink>
              </div>
            )}
          </div>
        </aside>
      );
    }
  }
}

/**
 * An article's body from structured content (paragraphs, subheadings, lists, callouts). The
 * article's h1 is its title, so body headings start at h2.
 */
export function ArticleBody({ body }: { body: readonly ArticleNode[] }) {
  return (
    <div className={styles.body}>
      {body.map((node, i) => (
        // Static content that never reorders: the index is a stable key.
        <Node key={i} node={node} />
      ))}
    </div>
  );
}
