import { ArticleBody } from '@/components/sections/article-body';
import { PageIntro } from '@/components/sections/page-intro';
import { ButtonLink } from '@/components/ui/button';
import type * as en from '@/content/privacy';
import type { Localized } from '@/content/localized';
import styles from './privacy.module.css';

/** The privacy policy's copy: src/content/privacy.ts or its Spanish twin (text widened so both fit). */
export interface PrivacyContent {
  privacyPage: Localized<typeof en.privacyPage>;
  privacyBody: typeof en.privacyBody;
}

/** The privacy policy (/privacy and /es/privacidad): its dates, the policy, and how to ask about it. */
export function PrivacyPage({ content }: { content: PrivacyContent }) {
  const copy = content.privacyPage;
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
          <ArticleBody body={content.privacyBody} />
          <div>
            <ButtonLink href={copy.contactAction.href}>{copy.contactAction.label}</ButtonLink>
          </div>
        </div>
      </div>
    </>
  );
}
