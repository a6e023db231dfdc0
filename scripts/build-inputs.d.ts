/** Types of scripts/build-inputs.js. */
export type BuildMode = 'production' | 'quick';

export interface BuildStamp {
  /** buildInputsHash() of the sources the build was made from. */
  inputs: string;
  mode: BuildMode;
}

export function buildInputsHash(root: string): Promise<string>;
export function readBuildStamp(dist: string): Promise<BuildStamp | undefined>;
export function writeBuildStamp(dist: string, stamp: BuildStamp): Promise<void>;
