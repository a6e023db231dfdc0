import { Link, useRouter } from '@tanstack/react-router';
import { useLocale } from '@/components/i18n/use-locale';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { followAfterFrame } from '@/components/ui/app-link';
import { localizedHref } from '@/content/twins';
import { toInternalPath } from '@/shared/i18n/paths';
import { findTown } from '@/shared/places/towns';
import styles from './estimate-offer.module.css';

/**
 * One line offering the solar estimate (docs/decisions/023-estimate.md), preset to a town with
 * `?town={slug}`, which the estimate page reads (src/features/estimate/preset.ts). A plain link:
 * none of the estimator's code comes with it, and few bytes: the Spanish batteries page had
 * under 50 to spare in its first window (docs/decisions/020-first-window.md).
 */
export function EstimateOffer({ town }: { town?: string | undefined }) {
  const copy = useSiteCopy().estimateOffer.estimateOffer;
  const name = town ? findTown(town)?.name : undefined;
  const to = toInternalPath(localizedHref('/resources/solar-estimate', useLocale()));
  const search = name ? { town } : {};
  const router = useRouter();
  return (
    <p className={`container ${styles.offer}`}>
      {`${copy.question} `}
      <Link to={to} search={search} onClick={followAfterFrame(() => router.navigate({ to, search }))}>
        {name ? copy.linkFor(name) : copy.link}
      </Link>
    </p>
  );
}
