import type { Logger } from 'pino';
import type { Config } from '../config';
import type { SmtpTimeouts } from '../mail/transport';
import { alertMailSink } from './alert-mail';
import { createAlerter, type AlerterDeps } from './alerter';
import { webhookSink } from './webhook';

/** The alerter with the sinks the configuration names (ALERT_WEBHOOK_URL, ALERT_EMAIL). */
export function alertsFromConfig({
  config,
  outbox,
  logger,
  smtpTimeouts,
}: {
  config: Pick<Config, 'alerts'>;
  outbox: AlerterDeps['outbox'];
  logger: Logger;
  smtpTimeouts?: SmtpTimeouts;
}) {
  const { webhookUrl, email } = config.alerts;
  const mail = email && alertMailSink(email, smtpTimeouts);
  const sinks: AlerterDeps['sinks'] = [
    ...(webhookUrl ? [{ name: 'webhook', send: webhookSink(webhookUrl) }] : []),
    ...(mail ? [{ name: 'email', send: mail.send }] : []),
  ];
  const alerter = createAlerter({ outbox, config, sinks, logger });
  return {
    ...alerter,
    async stop(): Promise<void> {
      await alerter.stop();
      if (mail) mail.close();
    },
  };
}
