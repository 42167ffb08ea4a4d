import { createHash } from 'node:crypto';
import { IsolationLevel } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { assertUsableList, type SanctionsList } from './domain/sanctions-list.js';

/** A load of the list as recorded: where from, when published and loaded, how big. */
export interface SanctionsListLoad {
  id: number;
  source: string;
  publishedAt: Date | null;
  loadedAt: Date;
  entryCount: number;
  aliasCount: number;
}

export type ReplaceOutcome = { outcome: 'replaced'; load: SanctionsListLoad } | { outcome: 'unchanged'; load: SanctionsListLoad };

const CHUNK = 5000;
/** Several workers may load at once; one at a time replaces the list. */
const LOAD_LOCK = 0x5d4e_1157;

interface LoadRow {
  id: number;
  source: string;
  published_at: Date | null;
  loaded_at: Date;
  entry_count: number;
  alias_count: number;
  digest: string;
}

/**
 * The SDN list in use (`sanctions_list_entries` and `sanctions_list_aliases`) and its loads.
 * A new list replaces the old one whole in one transaction, so screening reads either the
 * old list or the new one, never a mix; a list that is the same as the one in use is not
 * written again.
 */
@Injectable()
export class SanctionsListStore {
  constructor(private readonly em: EntityManager) {}

  /** The latest load, or null when no list was ever loaded. */
  async currentLoad(): Promise<SanctionsListLoad | null> {
    const [row] = await this.em
      .getConnection()
      .execute<LoadRow[]>('select * from sanctions_list_loads order by id desc limit 1');
    return row ? toLoad(row) : null;
  }

  /** Replaces the list in use with `list`, unless it is unusable (see `assertUsableList`: thrown) or unchanged. */
  async replace(list: SanctionsList, source: string, publishedAt: Date | null, now = new Date()): Promise<ReplaceOutcome> {
    const digest = digestOf(list);
    return this.em.fork().transactional(async (em) => {
      const connection = em.getConnection();
      const context = em.getTransactionContext();
      await connection.execute('select pg_advisory_xact_lock(?)', [LOAD_LOCK], 'all', context);
      const [current] = await connection.execute<LoadRow[]>('select * from sanctions_list_loads order by id desc limit 1', [], 'all', context);
      if (current?.digest === digest) return { outcome: 'unchanged' as const, load: toLoad(current) };
      const [{ count }] = await connection.execute<{ count: string }[]>('select count(*) as count from sanctions_list_entries', [], 'all', context);
      assertUsableList(list, Number(count));
      await connection.execute('delete from sanctions_list_aliases', [], 'run', context);
      await connection.execute('delete from sanctions_list_entries', [], 'run', context);
      for (let i = 0; i < list.entries.length; i += CHUNK) {
        const rows = list.entries.slice(i, i + CHUNK).map((e) => ({ ent_num: e.entNum, name: e.name, sdn_type: e.type, programs: e.programs, title: e.title, remarks: e.remarks }));
        await connection.execute(
          `insert into sanctions_list_entries (ent_num, name, sdn_type, programs, title, remarks)
           select ent_num, name, sdn_type, array(select jsonb_array_elements_text(programs)), title, remarks
             from jsonb_to_recordset(?::jsonb) as x(ent_num integer, name text, sdn_type text, programs jsonb, title text, remarks text)`,
          [JSON.stringify(rows)],
          'run',
          context,
        );
      }
      for (let i = 0; i < list.aliases.length; i += CHUNK) {
        const rows = list.aliases.slice(i, i + CHUNK).map((a) => ({ ent_num: a.entNum, alt_num: a.altNum, alt_type: a.type, alt_name: a.name, alt_remarks: a.remarks }));
        await connection.execute(
          `insert into sanctions_list_aliases (ent_num, alt_num, alt_type, alt_name, alt_remarks)
           select * from jsonb_to_recordset(?::jsonb) as x(ent_num integer, alt_num integer, alt_type text, alt_name text, alt_remarks text)`,
          [JSON.stringify(rows)],
          'run',
          context,
        );
      }
      const [load] = await connection.execute<LoadRow[]>(
        `insert into sanctions_list_loads (source, published_at, loaded_at, digest, entry_count, alias_count)
         values (?, ?::timestamptz, ?::timestamptz, ?, ?, ?) returning *`,
        [source, publishedAt?.toISOString() ?? null, now.toISOString(), digest, list.entries.length, list.aliases.length],
        'all',
        context,
      );
      return { outcome: 'replaced' as const, load: toLoad(load) };
    });
  }

  /** The list in use and its load; null when none was loaded yet. */
  async read(): Promise<{ load: SanctionsListLoad; list: SanctionsList } | null> {
    // One snapshot: a load committing meanwhile is seen whole or not at all.
    return this.em.fork().transactional(async (em) => {
      const connection = em.getConnection();
      const context = em.getTransactionContext();
      const [current] = await connection.execute<LoadRow[]>('select * from sanctions_list_loads order by id desc limit 1', [], 'all', context);
      if (!current) return null;
      const entries = await connection.execute<{ ent_num: number; name: string; sdn_type: string; programs: string[]; title: string | null; remarks: string | null }[]>(
        'select ent_num, name, sdn_type, programs, title, remarks from sanctions_list_entries',
        [],
        'all',
        context,
      );
      const aliases = await connection.execute<{ ent_num: number; alt_num: number; alt_type: string; alt_name: string; alt_remarks: string | null }[]>(
        'select ent_num, alt_num, alt_type, alt_name, alt_remarks from sanctions_list_aliases',
        [],
        'all',
        context,
      );
      return {
        load: toLoad(current),
        list: {
          entries: entries.map((e) => ({ entNum: e.ent_num, name: e.name, type: e.sdn_type, programs: e.programs, title: e.title, remarks: e.remarks })),
          aliases: aliases.map((a) => ({ entNum: a.ent_num, altNum: a.alt_num, type: a.alt_type, name: a.alt_name, remarks: a.alt_remarks })),
        },
      };
    }, { isolationLevel: IsolationLevel.REPEATABLE_READ });
  }
}

function toLoad(row: LoadRow): SanctionsListLoad {
  return {
    id: row.id,
    source: row.source,
    publishedAt: row.published_at ? new Date(row.published_at) : null,
    loadedAt: new Date(row.loaded_at),
    entryCount: row.entry_count,
    aliasCount: row.alias_count,
  };
}

function digestOf(list: SanctionsList): string {
  return createHash('sha256').update(JSON.stringify(list)).digest('hex');
}
