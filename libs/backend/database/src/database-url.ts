/** The database a URL points at, and the same server's maintenance database (to create the first one). */
export function parseDatabaseUrl(databaseUrl: string): { database: string; maintenanceUrl: string } {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database) throw new Error('DATABASE_URL names no database');
  url.pathname = '/postgres';
  return { database, maintenanceUrl: url.toString() };
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
