import type { Range } from './fact';
import { batteries, chargeAtShutoff, circuits, type BatteryId, type CircuitId } from './loads';
import type { UsedAssumption } from './assumptions';
import { roundRange } from './range';

/**
 * Hours a battery carries the chosen circuits through a shutoff, from a full-ish battery and no sun
 * (docs/decisions/023-estimate.md, "Backup"). Solar recharging on a sunny shutoff day stretches it;
 * the estimate leaves that out so the hours are the ones the family can count on.
 */
export interface BackupResult {
  battery: string;
  circuits: readonly CircuitId[];
  /** Average draw of the chosen circuits. */
  averageW: Range;
  /** Everything running at once, which the battery's inverter must supply. */
  runningW: Range;
  /** True when all of them running together can exceed what the battery delivers continuously. */
  overPower: boolean;
  hours: Range;
  assumptions: UsedAssumption[];
}

export function backupHours(chosen: readonly CircuitId[], batteryId: BatteryId): BackupResult {
  const battery = batteries[batteryId];
  const unique = [...new Set(chosen)];
  const avg = { low: 0, high: 0 };
  const running = { low: 0, high: 0 };
  for (const id of unique) {
    const c = circuits[id].value;
    avg.low += c.runningW.low * c.duty.low;
    avg.high += c.runningW.high * c.duty.high;
    running.low += c.runningW.low;
    running.high += c.runningW.high;
  }
  const charge = chargeAtShutoff.value;
  const kwh = { low: battery.value.capacityKwh * charge.low, high: battery.value.capacityKwh * charge.high };
  const hours = avg.high === 0 ? { low: 0, high: 0 } : { low: (kwh.low * 1000) / avg.high, high: (kwh.high * 1000) / Math.max(avg.low, 1) };
  const overPower = running.high > battery.value.continuousKw * 1000;
  const facts = [battery, chargeAtShutoff, ...unique.map((id) => circuits[id])];
  return {
    battery: battery.value.name,
    circuits: unique,
    averageW: roundRange(avg, 10),
    runningW: roundRange(running, 10),
    overPower,
    hours: roundRange(overPower ? { low: 0, high: hours.high } : hours, 0.5),
    assumptions: facts.map((f) => ({ ...f, overridden: false })),
  };
}
