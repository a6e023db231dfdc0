import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/** How many lead_files rows a store holds, read with a plain connection (no outbox code involved). */
export async function countStoredFiles(target: { dataDir: string; databaseUrl?: string }): Promise<number> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>('SELECT COUNT(*) AS n FROM lead_files');
      return Number(rows[0]?.n ?? 0);
    } finally {
      await client.end();
    }
  }
  const db = new Database(join(target.dataDir, 'leads.db'), { readonly: true });
  try {
    return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM lead_files').get()?.n ?? 0;
  } finally {
    db.close();
  }
}
