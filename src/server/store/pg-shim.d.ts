// The part of node-postgres (`pg`) the Postgres adapter uses. pg ships no types; this keeps
// the adapter typed without @types/pg (drop this file if @types/pg is ever added).
declare module 'pg' {
  interface QueryResult {
    rows: unknown[];
  }
  interface PoolClient {
    query(sql: string, params?: unknown[]): Promise<QueryResult>;
    release(): void;
  }
  class Pool {
    constructor(config: { connectionString: string; max?: number });
    query(sql: string, params?: unknown[]): Promise<QueryResult>;
    connect(): Promise<PoolClient>;
    end(): Promise<void>;
  }
  const types: { setTypeParser(oid: number, parse: (value: string) => unknown): void };
  const pg: { Pool: typeof Pool; types: typeof types };
  export default pg;
}
