/** Runs one statement and gives its rows (a pg client's or PGlite's query). */
export type Query = <Row>(sql: string) => Promise<Row[]>;

/** Every user table of the database ("schema.table"), the migrations' own table included. */
export async function userTables(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name
       FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** Rows of every user table, by "schema.table". */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await userTables(query)) {
    const [row] = await query<{ count: string | number }>(`SELECT count(*) AS count FROM ${table}`);
    counts[table] = Number(row!.count);
  }
  return counts;
}

/** The differences between two sets of row counts, as "table: expected → found" lines. */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return tables
    .filter((table) => expected[table] !== found[table])
    .map((table) => `${table}: ${expected[table] ?? 'absent'} in the backup → ${found[table] ?? 'absent'} restored`);
}
