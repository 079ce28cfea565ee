import type pg from 'pg';
import type PgBoss from 'pg-boss';

/**
 * Sends a job unless one with the same (name, singletonKey) is waiting, retrying or running (with `once`: or
 * has ever been sent, as far as the queue still holds it, ended jobs included). pg-boss 10's
 * own singleton policies either apply to every job of a queue or only throttle by time slot, so the check
 * runs here: in one transaction, under an advisory lock on the key, look for a live job and insert through
 * pg-boss on the same connection. Works on PostgreSQL and on PGlite (whose socket server runs one
 * transaction at a time).
 * @param opts.pool the pool to take the transaction's connection from (called on first use).
 */
export function createSingletonSender(opts: { pool: () => pg.Pool; schema: string; boss: PgBoss }) {
  return {
    /** @returns the new job's id, or null when a live job holds the key. */
    send: async (
      name: string,
      data: object,
      singletonKey: string,
      options: PgBoss.SendOptions,
      once = false,
    ): Promise<string | null> => {
      const client = await opts.pool().connect();
      try {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `${opts.schema}:${name}:${singletonKey}`,
        ]);
        const live = await client.query(
          `select 1 from ${opts.schema}.job where name = $1 and singleton_key = $2${once ? '' : " and state < 'completed'"} limit 1`,
          [name, singletonKey],
        );
        const id = live.rowCount
          ? null
          : await opts.boss.send(name, data, {
              ...options,
              singletonKey,
              db: { executeSql: (text, values) => client.query(text, values) },
            });
        await client.query('commit');
        return id;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
  };
}
