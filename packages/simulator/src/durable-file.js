// @ts-check
// `--state FILE` on Node: the simulator's state in FILE (a snapshot, snapshot.js) and FILE.journal (journal.js: one
// JSON line per write since that snapshot). Each write's line is appended and fdatasync'd before the write is answered;
// lines that arrive while one batch is being appended are appended together (group commit), and a batch's sync does
// not wait for the previous batch's: fdatasync makes durable everything written to the file before it, so a batch
// synced means every earlier line is too, and syncs in flight overlap (measured: 2–8× the writes a second of waiting
// for each sync in turn on a busy disk). Loading reads FILE, applies FILE.journal over it (a last line cut short by a crash
// was never answered, so it is dropped), then writes the result as the next snapshot and starts an empty journal; a
// clean stop does the same. Each snapshot is numbered (`generation`) and a journal names the snapshot it continues,
// so a crash between writing a snapshot and emptying the journal never applies old lines twice.
// Why a journal and not SQLite: measured on this machine (docs/guides/simulator.md), a grouped fdatasync journal
// makes as many durable writes a second as better-sqlite3 in WAL mode, keeps the event loop free while it syncs,
// needs no native module to build, and keeps the state file the JSON a suite can read and write.
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { applyLine, finishBuilding, JOURNAL_FORMAT, startBuilding } from './journal.js';
import { checkSnapshot } from './snapshot.js';

/** @param {string} path */
function syncDirectory(path) {
  let fd;
  try {
    fd = openSync(dirname(path), 'r');
    fsyncSync(fd);
  } catch {
    // a file system that cannot sync a directory (some network ones) keeps what the file sync gave
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Writes `text` whole to a temporary file beside `file`, syncs it, then renames it over `file` and syncs the
 * directory, so `file` is the old text or the new, never a part, even across a power cut.
 * @param {string} file @param {string} text
 */
function replaceFile(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const fd = openSync(temporary, 'w');
    try {
      writeFileSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
    syncDirectory(file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Writes the state whole to a temporary file beside `file`, then renames it over `file` (atomic on one file
 * system), so a save that fails half-way (a full disk, a state that cannot be written) leaves the previous file.
 * @param {string} file @param {() => unknown} state
 */
export function saveState(file, state) {
  try {
    replaceFile(file, `${JSON.stringify(state())}\n`);
  } catch (error) {
    throw new Error(
      `the state was not saved to ${file} (${error instanceof Error ? error.message : error}); the previous file is kept`,
    );
  }
}

/** @param {string} file @returns {string | undefined} */
function readIfThere(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** @param {string} where @param {unknown} error */
const named = (where, error) =>
  new Error(`${where}: ${(error instanceof Error ? error.message : String(error)).replace(/^state: /, '')}`);

/**
 * The state FILE and FILE.journal hold together, checked whole (each record against its family's schema, naming the
 * file, the record or line, and the field), or undefined when neither holds any.
 * @param {string} file
 * @returns {{ snapshot: import('./snapshot.js').Snapshot | undefined, generation: number, dropped: boolean }}
 */
export function loadState(file) {
  const text = readIfThere(file);
  /** @type {import('./snapshot.js').Snapshot | undefined} */
  let snapshot;
  if (text !== undefined) {
    try {
      const parsed = JSON.parse(text);
      checkSnapshot(parsed);
      snapshot = parsed;
    } catch (error) {
      throw named(`--state ${file}`, error instanceof SyntaxError ? `is not a state file: ${error.message}` : error);
    }
  }
  const building = startBuilding(snapshot);
  const journal = `${file}.journal`;
  const lines = (readIfThere(journal) ?? '').split('\n');
  // a last line without its newline was being written when the process stopped: never synced, never answered
  const last = lines.pop();
  const dropped = last !== undefined && last !== '';
  let applied = 0;
  const [header, ...rest] = lines;
  if (header !== undefined && header !== '') {
    let continues;
    try {
      continues = JSON.parse(header);
    } catch {
      throw new Error(`--state ${journal} line 1: is not a journal header (not JSON)`);
    }
    if (continues?.format !== JOURNAL_FORMAT || !Number.isInteger(continues.generation))
      throw new Error(`--state ${journal} line 1: field 'format' must be '${JOURNAL_FORMAT}', with a 'generation'`);
    // a journal of another snapshot: the snapshot was written after it (a stop cut short), so it holds its lines
    if (continues.generation === building.generation)
      rest.forEach((line, i) => {
        let parsed;
        try {
          parsed = JSON.parse(line);
        } catch (error) {
          throw new Error(`--state ${journal} line ${i + 2}: is not JSON (${/** @type {Error} */ (error).message})`);
        }
        try {
          applyLine(building, parsed);
        } catch (error) {
          throw named(`--state ${journal} line ${i + 2}`, error);
        }
        applied++;
      });
  }
  if (snapshot === undefined && applied === 0) return { snapshot: undefined, generation: building.generation, dropped };
  return { snapshot: finishBuilding(building), generation: building.generation, dropped };
}

/**
 * Opens FILE's journal for a new generation: writes `snapshot` (when there is one) as FILE, then an empty journal
 * that continues it, and returns the simulator's Journal over it.
 * @param {string} file @param {import('./snapshot.js').Snapshot | undefined} snapshot @param {number} generation
 */
export async function openJournal(file, snapshot, generation) {
  const journal = `${file}.journal`;
  /** @type {import('node:fs/promises').FileHandle} */
  let handle;
  let current = generation;
  /** @type {{ text: string, done: () => void, failed: (error: unknown) => void }[]} */
  let waiting = [];
  /** @type {Promise<void> | undefined} */
  let appending;
  /** Syncs in flight. @type {Set<Promise<void>>} */
  const syncs = new Set();

  /** @param {import('./snapshot.js').Snapshot | undefined} state @param {number} next */
  async function begin(state, next) {
    if (state) replaceFile(file, `${JSON.stringify({ ...state, generation: next })}\n`);
    replaceFile(journal, `${JSON.stringify({ format: JOURNAL_FORMAT, generation: next })}\n`);
    current = next;
    handle = await open(journal, 'a');
  }

  /** Appends everything waiting, in batches in order, each batch's sync started as soon as it is written. */
  async function drain() {
    while (waiting.length) {
      const batch = waiting;
      waiting = [];
      try {
        await handle.appendFile(batch.map((entry) => entry.text).join(''));
      } catch (error) {
        for (const entry of batch) entry.failed(error);
        continue;
      }
      const sync = handle.datasync().then(
        () => {
          for (const entry of batch) entry.done();
        },
        (error) => {
          for (const entry of batch) entry.failed(error);
        },
      );
      syncs.add(sync);
      void sync.finally(() => syncs.delete(sync));
    }
    appending = undefined;
  }

  /** Once every line given so far is written and synced. */
  async function settled() {
    await appending;
    await Promise.all(syncs);
  }

  await begin(snapshot, generation + (snapshot ? 1 : 0));
  return {
    /** @param {string} line @returns {Promise<void>} */
    append(line) {
      return new Promise((done, failed) => {
        waiting.push({ text: `${line}\n`, done, failed });
        appending ??= drain();
      });
    },
    /** Writes `state` as the next snapshot and empties the journal (a clean stop). @param {import('./snapshot.js').Snapshot} state */
    async compact(state) {
      await settled();
      await handle.close();
      await begin(state, current + 1);
    },
    async close() {
      await settled();
      await handle.close();
    },
  };
}
