import { ArrowRight, MapPin } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { landingPath } from '@/content/links';
import type * as en from '@/content/resources/battery-backup-locations';
import type { Localized } from '@/content/localized';
import { towns } from '@/shared/places/towns';
import styles from './battery-town-links.module.css';

/** The 14 links to /backup-battery-{town}, each with its landscape and usual utility. */
export function BatteryTownLinks({
  batteryTowns,
  terrainLabels,
  utilityLabels,
}: {
  batteryTowns: Localized<typeof en.batteryTowns>;
  terrainLabels: Localized<typeof en.terrainLabels>;
  utilityLabels: Localized<typeof en.utilityLabels>;
}) {
  return (
    <ul className={styles.grid}>
      {towns.map((town) => (
        <li key={town.slug}>
          <AppLink href={landingPath('backup-battery', town.slug)} className={styles.link} aria-label={batteryTowns.linkLabel(town.name)}>
            <MapPin aria-hidden="true" size={20} className={styles.pin} />
            <span className={styles.body}>
              <span className={styles.name}>{town.name}</span>
              <span className={styles.meta}>
                {terrainLabels[town.terrain]} · {utilityLabels[town.utility]}
              </span>
            </span>
            <ArrowRight aria-hidden="true" size={18} className={styles.arrow} />
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
