import { Client } from 'pg';

/** Runs `lavoro` on a connection of its own to `databaseUrl`, closed whatever happens: for one-off work outside a pool. */
export async function conConnessione<T>(databaseUrl: string, lavoro: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await lavoro(client);
  } finally {
    await client.end();
  }
}
