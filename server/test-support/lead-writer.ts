/**
 * Stores leads in DATA_DIR/leads.db through the real outbox, one committed transaction after
 * another, as a busy server would, until it gets SIGTERM. Prints the running total after each
 * batch. The backup test copies the database while this process writes.
 */
import { randomUUID } from 'node:crypto';
import { openOutbox } from '../outbox/outbox';

const outbox = openOutbox(process.env.DATA_DIR ?? './data');
// A full-size message makes the database big enough that a backup and a write overlap.
const message = 'We would like a quote for panels on a south-facing roof. '.repeat(80).trim();
let total = 0;
let stopping = false;
process.once('SIGTERM', () => (stopping = true));

function batch(): void {
  if (stopping) {
    outbox.close();
    return;
  }
  for (let i = 0; i < 10; i++) {
    outbox.accept({
      id: randomUUID(),
      form: 'quote',
      name: 'Writer Test',
      email: 'writer@example.net',
      phone: '+16615550123',
      service: 'new-solar',
      message,
    });
  }
  total += 10;
  process.stdout.write(`${total}\n`);
  setImmediate(batch);
}
batch();
