import { createFileRoute } from '@tanstack/react-router';
import { ArticleBody } from '@/components/sections/article-body';
import { PageIntro } from '@/components/sections/page-intro';
import { ButtonLink } from '@/components/ui/button';
import { privacyBody, privacyPage as copy } from '@/content/privacy';
import { privacyMeta } from '@/content/privacy.meta';
import { routeHead } from '@/seo/route-head';
import styles from './-components/privacy.module.css';

export const Route = createFileRoute('/privacy')({
  head: ({ match }) => routeHead(match, { ...privacyMeta, modifiedTime: copy.updated.iso }),
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <>
      <PageIntro eyebrow={copy.eyebrow} heading={copy.heading} text={copy.intro}>
        <dl className={styles.dates}>
          {[copy.effective, copy.updated].map((d) => (
            <div key={d.label}>
              <dt>{d.label}</dt>
              <dd>
                <time dateTime={d.iso}>{d.text}</time>
              </dd>
            </div>
          ))}
        </dl>
      </PageIntro>
      <div className={`container ${styles.body}`}>
        <div className={styles.column}>
          <ArticleBody body={privacyBody} />
          <div>
            <ButtonLink href={copy.contactAction.href}>{copy.contactAction.label}</ButtonLink>
          </div>
        </div>
      </div>
    </>
  );
}
