/**
 * Runs an outside engine (a command, conformance/INTERPRETING.md) over a list of
 * boards and says, per board, whether it passed: the engine's answers are compared
 * with the built-in engines' consensus and checked by the judge. The engine runs as
 * one long-lived process; a timeout, a crash or a malformed line ends that process
 * and the next board starts a fresh one. Every wait has a deadline, so a run always
 * finishes: at worst in about (timeout + startup) per board.
 *
 * @module
 */

import type { Board } from "../../core/formats/mod.ts";
import type { Rule } from "../../core/genre.ts";
import type { FailureCategory, GiveUp } from "./compare.ts";
import { compareWithReadings, type Reading } from "./disputed.ts";
import { EngineProcess } from "./engine_process.ts";
import { CONTRACT_VERSION, type ContractVersion, parseResponse, requestLine } from "./protocol.ts";
import { ReferenceCache } from "./reference.ts";

/** A board to try, with the rule to try it under. */
export interface BoardCase {
  /** The board. */
  readonly board: Board;
  /** Its puzz.link URL: what the engine is sent. */
  readonly url: string;
  /** The rule setting. */
  readonly rule: Rule;
  /** Where it came from (a fixture path, `external <id>`, `random …`). */
  readonly source: string;
}

/**
 * How one board went. `gave-up` and `unsupported` are give-ups (right answers, but
 * not all of them; `unsupported` when the engine said so); `disputed` is an answer
 * that follows another reading of the rules (disputed.ts).
 */
export type Status =
  | "pass"
  | "gave-up"
  | "unsupported"
  | "disputed"
  | "fail"
  | "timeout"
  | "malformed"
  | "crash"
  | "skipped";

/** Every status, in the order summaries list them. */
export const STATUSES: readonly Status[] = [
  "pass",
  "gave-up",
  "unsupported",
  "disputed",
  "fail",
  "timeout",
  "malformed",
  "crash",
  "skipped",
];

/** The result for one board. */
export interface BoardResult {
  /** The URL sent. */
  readonly url: string;
  /** The rule sent. */
  readonly rule: Rule;
  /** The genre. */
  readonly genre: Board["genre"];
  /** Where the board came from. */
  readonly source: string;
  /** The verdict. */
  readonly status: Status;
  /** For `fail`, which kind; otherwise null. */
  readonly category: FailureCategory | null;
  /**
   * For `gave-up` and `unsupported`, why the engine gave up (incomplete with fewer
   * than `cap` answers): its stated reason, or `unstated`; otherwise null.
   */
  readonly gaveUp: GiveUp | null;
  /** Why, in one line (empty for a plain pass). */
  readonly reason: string;
  /** Seconds from writing the request to the reply (0 for a skipped board). */
  readonly seconds: number;
}

/** Counts per status, and the run's wall time. */
export interface Summary {
  /** Boards tried. */
  readonly boards: number;
  /** Boards the engine decided (pass, disputed or fail): it did not give up. */
  readonly decided: number;
  /** Decided and right. */
  readonly pass: number;
  /** Give-ups for a limit or for no stated reason (right so far, but not decided). */
  readonly gaveUp: number;
  /** Those give-ups by reason. */
  readonly gaveUpBy: { readonly limit: number; readonly unstated: number };
  /** Give-ups the engine said were unsupported (a rule setting or a board feature). */
  readonly unsupported: number;
  /** Answers that follow another reading of a disputed rule (not failures). */
  readonly disputed: number;
  /** Failures. */
  readonly fail: number;
  /** Timeouts. */
  readonly timeout: number;
  /** Malformed responses. */
  readonly malformed: number;
  /** Crashes. */
  readonly crash: number;
  /** Boards the built-in engines could not decide. */
  readonly skipped: number;
  /** Wall time of the whole run. */
  readonly seconds: number;
}

/** How to run an outside engine. */
export interface RunnerOptions {
  /** The engine: a command line for `sh -c`. */
  readonly command: string;
  /** Seconds to wait for each response (default 10). */
  readonly timeoutSeconds?: number;
  /** Extra seconds for the first board after the engine (re)starts (default 10). */
  readonly startupSeconds?: number;
  /** The cap sent with every board (default 2). */
  readonly cap?: number;
  /** Working directory of the engine. */
  readonly cwd?: string;
  /** Extra environment variables for the engine. */
  readonly env?: Readonly<Record<string, string>>;
  /** Consensus cache, to share between runs (a fresh one by default). */
  readonly references?: ReferenceCache;
  /**
   * The contract version to speak (default {@link CONTRACT_VERSION}, 3): version 2 on
   * sends an id with every request and requires it back, version 1 sends none;
   * version 3 reads why an engine gave up.
   */
  readonly contract?: ContractVersion;
  /**
   * After this many TIMEOUT or CRASH boards in a row, the runner stops sending
   * boards: every later board is SKIPPED as not run (default
   * {@link DEFAULT_STOP_AFTER}; 0 never stops). A hanging engine then costs a few
   * timeouts, not one per board.
   */
  readonly stopAfter?: number;
  /**
   * Whose reading of the disputed rules is required (disputed.ts; default `suite`,
   * where an engine that follows pzprjs's is DISPUTED rather than FAIL).
   */
  readonly reading?: Reading;
}

/** The default of {@link RunnerOptions.stopAfter}. */
export const DEFAULT_STOP_AFTER = 5;

/** How the reason of a board not run after the stop begins. */
export const NOT_RUN_REASON = "not run: the run stopped after";

/**
 * Whether a result counts against the engine: fail, timeout, malformed or crash.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isFailure } from "./runner.ts";
 * assert.ok(isFailure("timeout") && !isFailure("skipped") && !isFailure("pass"));
 * ```
 */
export function isFailure(status: Status): boolean {
  return FAILURES.includes(status);
}

const FAILURES: readonly Status[] = ["fail", "timeout", "malformed", "crash"];

/**
 * Counts results per status.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { summarise } from "./runner.ts";
 * const s = summarise([], 0);
 * assert.ok(s.boards === 0 && s.pass === 0 && s.decided === 0);
 * ```
 */
export function summarise(results: readonly BoardResult[], seconds: number): Summary {
  const count = (status: Status) => results.filter((r) => r.status === status).length;
  const gaveUp = (why: GiveUp) =>
    results.filter((r) => r.status === "gave-up" && r.gaveUp === why).length;
  return {
    boards: results.length,
    decided: count("pass") + count("disputed") + count("fail"),
    pass: count("pass"),
    gaveUp: count("gave-up"),
    gaveUpBy: { limit: gaveUp("limit"), unstated: gaveUp("unstated") },
    unsupported: count("unsupported"),
    disputed: count("disputed"),
    fail: count("fail"),
    timeout: count("timeout"),
    malformed: count("malformed"),
    crash: count("crash"),
    skipped: count("skipped"),
    seconds,
  };
}

/**
 * The summary as one line: how many boards the engine decided first, then the
 * counts; give-ups are never counted as passes.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { summaryLine } from "./runner.ts";
 * const line = summaryLine({ boards: 6, decided: 3, pass: 2, gaveUp: 1, gaveUpBy: { limit: 1, unstated: 0 },
 *   unsupported: 2, disputed: 0, fail: 1, timeout: 0, malformed: 0, crash: 0, skipped: 0, seconds: 1.25 });
 * assert.equal(line, "6 boards, 3 decided: 2 pass, 1 gave up (1 limit, 0 unstated), 2 unsupported, " +
 *   "0 disputed, 1 fail, 0 timeout, 0 malformed, 0 crash, 0 skipped in 1.3 s");
 * ```
 */
export function summaryLine(s: Summary): string {
  const { limit, unstated } = s.gaveUpBy;
  return `${s.boards} boards, ${s.decided} decided: ${s.pass} pass, ${s.gaveUp} gave up (${limit} limit, ${unstated} unstated), ${s.unsupported} unsupported, ${s.disputed} disputed, ${s.fail} fail, ${s.timeout} timeout, ${s.malformed} malformed, ${s.crash} crash, ${s.skipped} skipped in ${
    s.seconds.toFixed(1)
  } s`;
}

/**
 * Tries boards on one outside engine, one at a time, keeping the engine process alive
 * between boards while it behaves. Call {@link OutsideEngineRunner.close} when done.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { OutsideEngineRunner } from "./runner.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * if ((await Deno.permissions.query({ name: "run" })).state === "granted") {
 *   // An engine that answers every board with the two answers of this 2x1 board.
 *   const runner = new OutsideEngineRunner({
 *     command: `while read id rest; do echo '{"id":"'$id'","answers":[[".","#"],["#","."]],"complete":true}'; done`,
 *     timeoutSeconds: 5,
 *   });
 *   const url = "https://puzz.link/p?stostone/1/2/0";
 *   const result = await runner.check({ board: decodeUrl(url), url, rule: "exact", source: "example" });
 *   await runner.close();
 *   assert.ok(result.status === "pass");
 * }
 * ```
 */
export class OutsideEngineRunner {
  readonly #options: RunnerOptions;
  readonly #references: ReferenceCache;
  #engine: EngineProcess | null = null;
  #starts = 0;
  #requests = 0;
  #timeoutsOrCrashes = 0;
  /** The check in progress: the next waits for it (see {@link check}). */
  #previous: Promise<unknown> = Promise.resolve();

  /** Prepares a runner; the engine starts with the first board. */
  constructor(options: RunnerOptions) {
    const { timeoutSeconds = 10, startupSeconds = 10, cap = 2 } = options;
    if (!(timeoutSeconds > 0)) {
      throw new RangeError(`timeout must be above 0 seconds, got ${timeoutSeconds}`);
    }
    if (!(startupSeconds >= 0)) {
      throw new RangeError(`startup must be 0 seconds or more, got ${startupSeconds}`);
    }
    if (!Number.isInteger(cap) || cap < 1) {
      throw new RangeError(`cap must be a whole number >= 1, got ${cap}`);
    }
    const { stopAfter = DEFAULT_STOP_AFTER } = options;
    if (!Number.isInteger(stopAfter) || stopAfter < 0) {
      throw new RangeError(`stopAfter must be a whole number >= 0, got ${stopAfter}`);
    }
    this.#options = options;
    this.#references = options.references ?? new ReferenceCache();
  }

  /** How many times the engine process was started so far. */
  get starts(): number {
    return this.#starts;
  }

  /**
   * The process group of the engine running now (null when none is): the pool's
   * workers report it so that an engine orphaned by a terminated worker can still be
   * killed.
   */
  get engineGroup(): number | null {
    return this.#engine?.pid ?? null;
  }

  /** The cap sent with every board. */
  get cap(): number {
    return this.#options.cap ?? 2;
  }

  /** The contract version spoken. */
  get contract(): ContractVersion {
    return this.#options.contract ?? CONTRACT_VERSION;
  }

  /** Whether the runner has stopped after too many TIMEOUT or CRASH boards in a row. */
  get stopped(): boolean {
    const limit = this.#options.stopAfter ?? DEFAULT_STOP_AFTER;
    return limit > 0 && this.#timeoutsOrCrashes >= limit;
  }

  /**
   * Tries one board. Never throws for anything the engine does. Checks run one at a
   * time, in call order: a caller that stopped waiting for one (shrinking at its time
   * limit) would otherwise send the next board while the engine still answers the
   * last, and read that answer as an out-of-step reply to the new board.
   */
  check(item: BoardCase): Promise<BoardResult> {
    const run = this.#previous.then(() => this.#checkOne(item));
    this.#previous = run.catch(() => {});
    return run;
  }

  async #checkOne(item: BoardCase): Promise<BoardResult> {
    if (this.stopped) {
      const { board, url, rule, source } = item;
      return {
        url,
        rule,
        genre: board.genre,
        source,
        status: "skipped",
        category: null,
        gaveUp: null,
        reason: `${NOT_RUN_REASON} ${this.#timeoutsOrCrashes} TIMEOUT or CRASH boards in a row`,
        seconds: 0,
      };
    }
    const result = await this.#check(item);
    if (result.status === "timeout" || result.status === "crash") this.#timeoutsOrCrashes++;
    else if (result.status !== "skipped") this.#timeoutsOrCrashes = 0;
    return result;
  }

  async #check(item: BoardCase): Promise<BoardResult> {
    const { board, url, rule, source } = item;
    const cap = this.cap;
    const result = (
      status: Status,
      reason: string,
      seconds: number,
      category: FailureCategory | null = null,
      gaveUp: GiveUp | null = null,
    ): BoardResult => ({
      url,
      rule,
      genre: board.genre,
      source,
      status,
      category,
      gaveUp,
      reason,
      seconds,
    });

    const reference = this.#references.get(board, rule, cap);
    if (reference.kind === "undecided") return result("skipped", reference.reason, 0);

    const fresh = this.#engine === null;
    if (this.#engine === null) {
      try {
        this.#engine = EngineProcess.start(this.#options.command, this.#options);
      } catch (e) {
        return result(
          "crash",
          `could not start the engine: ${e instanceof Error ? e.message : e}`,
          0,
        );
      }
      this.#starts++;
    }
    const engine = this.#engine;
    const timeout = this.#options.timeoutSeconds ?? 10;
    const allowed = timeout + (fresh ? this.#options.startupSeconds ?? 10 : 0);
    const start = performance.now();
    // Version 2: ids count up over the runner's life, across restarts, so that a late
    // reply of an earlier process or board never carries the id being waited for.
    const id = this.contract >= 2 ? String(++this.#requests) : null;
    const reply = await engine.ask(requestLine(url, rule, cap, id), allowed * 1000);
    const seconds = (performance.now() - start) / 1000;

    switch (reply.kind) {
      case "timeout":
        await this.#restart();
        return result(
          "timeout",
          `no response within ${allowed} s${
            allowed > timeout ? ` (${timeout} s + ${allowed - timeout} s for a fresh start)` : ""
          }; the engine was killed`,
          seconds,
        );
      case "exit":
        await this.#restart();
        return result("crash", `the engine ${reply.detail}`, seconds);
      case "protocol":
        await this.#restart();
        return result("malformed", reply.detail, seconds);
    }
    let response;
    try {
      response = parseResponse(board, reply.line, id, this.contract);
    } catch (e) {
      if (!(e instanceof SyntaxError)) throw e;
      await this.#restart();
      return result("malformed", e.message, seconds);
    }
    const verdict = compareWithReadings(
      board,
      rule,
      cap,
      response,
      reference,
      this.#options.reading,
    );
    if (verdict.status === "fail") return result("fail", verdict.reason, seconds, verdict.category);
    if (verdict.status === "disputed") return result("disputed", verdict.reason, seconds);
    const status = verdict.gaveUp === null
      ? "pass"
      : verdict.gaveUp === "unsupported"
      ? "unsupported"
      : "gave-up";
    return result(status, verdict.reason, seconds, null, verdict.gaveUp);
  }

  async #restart(): Promise<void> {
    const engine = this.#engine;
    this.#engine = null;
    await engine?.stop();
  }

  /** Closes the engine's input, waits up to a second for it to exit, then kills it. */
  async close(): Promise<void> {
    const engine = this.#engine;
    this.#engine = null;
    await engine?.stop(1000);
  }
}

/** What {@link runOutsideEngine} returns. */
export interface RunReport {
  /** One result per board, in order. */
  readonly results: BoardResult[];
  /** The counts. */
  readonly summary: Summary;
}

/**
 * Runs an engine over `boards` and closes it: the whole job in one call.
 * `onResult` sees each result as it comes (for progress).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runOutsideEngine } from "./runner.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * if ((await Deno.permissions.query({ name: "run" })).state === "granted") {
 *   const url = "https://puzz.link/p?stostone/1/2/0";
 *   const boards = [{ board: decodeUrl(url), url, rule: "exact" as const, source: "example" }];
 *   const { summary } = await runOutsideEngine({ command: "exit 3", timeoutSeconds: 5 }, boards);
 *   assert.ok(summary.crash === 1);
 * }
 * ```
 */
export async function runOutsideEngine(
  options: RunnerOptions,
  boards: readonly BoardCase[],
  onResult: (result: BoardResult, index: number) => void = () => {},
): Promise<RunReport> {
  const start = performance.now();
  const runner = new OutsideEngineRunner(options);
  const results: BoardResult[] = [];
  try {
    for (const [i, item] of boards.entries()) {
      const result = await runner.check(item);
      results.push(result);
      onResult(result, i);
    }
  } finally {
    await runner.close();
  }
  return { results, summary: summarise(results, (performance.now() - start) / 1000) };
}
