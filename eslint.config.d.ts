// Types for the parts of eslint.config.js that tests import (tests/lint-boundaries.test.ts).
export interface BoundaryZone {
  target: string;
  from: string | string[];
  except?: string[];
  message: string;
}
export declare const boundaryZones: BoundaryZone[];
declare const config: unknown[];
export default config;
