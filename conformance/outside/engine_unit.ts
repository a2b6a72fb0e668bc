/**
 * The `engine/board` unit of the worker pool (conformance/run/): one board tried
 * on an outside engine. Each worker (or the main thread, with one job) keeps ONE
 * engine process alive across the units it runs, exactly as a sequential run does:
 * started with the first board, restarted after a timeout, crash or malformed line
 * (OutsideEngineRunner does that), and closed by a close unit at the end of the run.
 * The built-in engines' consensus for each board is computed where the board runs,
 * and cached there.
 *
 * The same kind carries the close units (`{close: true}`), so that the pool's
 * registry needs one entry for the outside engine.
 *
 * @module
 */

import { boardFromJson, type BoardJson, boardToJson } from "../../core/formats/board_json.ts";
import type { Unit } from "../run/unit.ts";
import type { Rule } from "../../core/genre.ts";
import { ReferenceCache } from "./reference.ts";
import type { ContractVersion } from "./protocol.ts";
import type { Reading } from "./disputed.ts";
import { type BoardCase, type BoardResult, OutsideEngineRunner } from "./runner.ts";

/** The unit kind (the engine job runs it: engine_job.ts). */
export const ENGINE_UNIT_KIND = "engine/board";

/** How the engine is run: the same for every board of a run. */
export interface EngineSettings {
  /** The engine's command line, for `sh -c`. */
  readonly cmd: string;
  /** The cap sent with every board. */
  readonly cap: number;
  /** Seconds to wait for each response. */
  readonly timeout: number;
  /** Extra seconds for the first board after the engine (re)starts. */
  readonly startup: number;
  /** Working directory of the engine (default: the suite's). */
  readonly cwd?: string;
  /** Extra environment variables for the engine. */
  readonly env?: Readonly<Record<string, string>>;
  /** The contract version to speak (default: the current one, 2). */
  readonly contract?: ContractVersion;
  /** TIMEOUT or CRASH boards in a row after which this process slot stops (default 5). */
  readonly stopAfter?: number;
  /** Whose reading of the disputed rules is required (default `suite`). */
  readonly reading?: Reading;
}

/** A board unit's payload: the engine's settings and the board. */
export interface EngineBoardPayload extends EngineSettings {
  /** The board, as rebuilt with its constructor. */
  readonly board: BoardJson;
  /** Its puzz.link URL: what the engine is sent. */
  readonly url: string;
  /** The rule. */
  readonly rule: Rule;
  /** Where it came from. */
  readonly source: string;
}

/** A close unit's payload: stop this worker's engine. */
export interface EngineClosePayload {
  /** Always true. */
  readonly close: true;
}

/** Either payload. */
export type EnginePayload = EngineBoardPayload | EngineClosePayload;

/** Which engine process is running where, after a unit. */
export interface EngineHolder {
  /** Names the worker (or main thread) that ran the unit; fixed for its lifetime. */
  readonly holder: string;
  /** The process group of its engine now, or null when none is running. */
  readonly group: number | null;
}

/** What a board unit returns. */
export interface EngineBoardValue {
  /** The board's result. */
  readonly result: BoardResult;
  /** The engine left running, so that the pool's owner can kill it if the worker dies. */
  readonly engine: EngineHolder;
}

/** What a close unit returns. */
export interface EngineCloseValue {
  /** The worker that closed its engine. */
  readonly holder: string;
  /** Whether an engine was running (and was stopped). */
  readonly closed: boolean;
}

const HOLDER = crypto.randomUUID();

let current: { readonly key: string; readonly runner: OutsideEngineRunner } | null = null;
let references = new ReferenceCache();

async function closeCurrent(): Promise<boolean> {
  const running = current;
  current = null;
  if (running === null) return false;
  const had = running.runner.engineGroup !== null;
  await running.runner.close();
  return had;
}

/** A fresh outside-engine runner for these settings, checking against `references`. */
export function engineRunner(
  settings: EngineSettings,
  references: ReferenceCache,
): OutsideEngineRunner {
  return new OutsideEngineRunner({
    command: settings.cmd,
    cap: settings.cap,
    timeoutSeconds: settings.timeout,
    startupSeconds: settings.startup,
    cwd: settings.cwd,
    env: settings.env,
    references,
    contract: settings.contract,
    stopAfter: settings.stopAfter,
    reading: settings.reading,
  });
}

/** The runner for these settings: the one in use, or a fresh one (closing the old). */
async function runnerFor(settings: EngineSettings): Promise<OutsideEngineRunner> {
  const key = JSON.stringify([
    settings.cmd,
    settings.cap,
    settings.timeout,
    settings.startup,
    settings.cwd ?? null,
    settings.env ?? null,
    settings.contract ?? null,
    settings.stopAfter ?? null,
    settings.reading ?? null,
  ]);
  if (current?.key === key) return current.runner;
  await closeCurrent();
  const runner = engineRunner(settings, references);
  current = { key, runner };
  return runner;
}

/**
 * Runs one unit: tries a board on this worker's engine (starting it if none runs),
 * or, for a close unit, stops the engine. Never throws for anything the engine does;
 * throws `RangeError` for settings the runner refuses.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runEngineBoardUnit } from "./engine_unit.ts";
 * import { boardToJson } from "../../core/formats/board_json.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * if ((await Deno.permissions.query({ name: "run" })).state === "granted") {
 *   const url = "https://puzz.link/p?stostone/1/2/0";
 *   const cmd = `while read id l; do echo '{"id":"'$id'","answers":[[".","#"],["#","."]],"complete":true}'; done`;
 *   const value = await runEngineBoardUnit({ cmd, cap: 2, timeout: 5, startup: 0,
 *     board: boardToJson(decodeUrl(url)), url, rule: "exact", source: "example" });
 *   assert.ok("result" in value && value.result.status === "pass" && value.engine.group !== null);
 *   const closed = await runEngineBoardUnit({ close: true });
 *   assert.ok("closed" in closed && closed.closed);
 * }
 * ```
 */
export async function runEngineBoardUnit(
  payload: EnginePayload,
): Promise<EngineBoardValue | EngineCloseValue> {
  if ("close" in payload) {
    const closed = await closeCurrent();
    // A run's consensus is not worth keeping for the next run: free the memory.
    references = new ReferenceCache();
    return { holder: HOLDER, closed };
  }
  const runner = await runnerFor(payload);
  const result = await runner.check({
    board: boardFromJson(payload.board),
    url: payload.url,
    rule: payload.rule,
    source: payload.source,
  });
  return { result, engine: { holder: HOLDER, group: runner.engineGroup } };
}

/**
 * The unit that tries `item` with these settings. Bigger boards weigh more, so the
 * pool starts them first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { engineBoardUnit } from "./engine_unit.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const url = "https://puzz.link/p?stostone/1/2/0";
 * const unit = engineBoardUnit("u1", { board: decodeUrl(url), url, rule: "exact", source: "x" },
 *   { cmd: "my-engine", cap: 2, timeout: 10, startup: 10 });
 * assert.ok(unit.kind === "engine/board" && unit.weight === 2 && unit.payload.board.rows === 2);
 * ```
 */
export function engineBoardUnit(
  id: string,
  item: BoardCase,
  settings: EngineSettings,
): Unit<EngineBoardPayload> {
  return {
    kind: ENGINE_UNIT_KIND,
    id,
    payload: {
      ...settings,
      board: boardToJson(item.board),
      url: item.url,
      rule: item.rule,
      source: item.source,
    },
    weight: item.board.rows * item.board.cols,
  };
}

/**
 * `count` close units: one for each worker of a pool of `count` jobs. A pool whose
 * workers are all idle hands each of them one unit, so every worker gets one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { engineCloseUnits } from "./engine_unit.ts";
 * const units = engineCloseUnits(2);
 * assert.ok(units.length === 2 && units[1]!.id === "close engine #2");
 * ```
 */
export function engineCloseUnits(count: number): Unit<EngineClosePayload>[] {
  return Array.from({ length: count }, (_, k) => ({
    kind: ENGINE_UNIT_KIND,
    id: `close engine #${k + 1}`,
    payload: { close: true },
  }));
}
