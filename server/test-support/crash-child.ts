/**
 * Runs the real server in a child process so a test can kill it with SIGKILL mid-send, the way
 * a crash or an OOM kill would, and then start a fresh server on the same data folder; or stop
 * it with SIGTERM, as a deploy or `docker stop` does, and watch it shut down gracefully.
 * Configured by the environment like production; prints its URL as the first line.
 */
import { loadConfig } from '../config';
import { startServer } from '../index';

const running = await startServer(loadConfig(), {
  smtpTimeouts: { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 30_000 },
});
process.once('SIGTERM', () => {
  running.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
process.stdout.write(`${running.url}\n`);
