/**
 * An example outside engine, written against conformance/INTERPRETING.md (contract
 * version 3): it reads `<id> <url> <rule> <cap>` lines on stdin and answers each with
 * one JSON line `{"id": "<id>", "answers": [[row, …], …], "complete": bool}` on
 * stdout, adding `"gaveUp"` and `"note"` when it gives up. It also speaks version 1
 * (`<url> <rule> <cap>`, no id), told apart by the number of fields, so it runs under
 * `engine --contract 1` too (and version 2, which ignores the give-up keys). It solves both
 * genres with a SAT encoding (sat_stostone.ts, sat_dosun_fuwari.ts) instead of the
 * built-in engines' search, so it shares no solving code with them.
 *
 *     deno run -A conformance/outside/examples/sat_engine.ts
 *     deno run -A conformance/outside/examples/sat_engine.ts --mutant two-balloons
 *
 * `--mutant NAME` makes it one of the deliberately wrong engines of sat_mutants.ts.
 * `--seconds S` (default 10) bounds each solve: past it the engine gives up on that
 * board (an empty, incomplete answer list with `"gaveUp": "limit"`, which the contract
 * allows) instead of leaving MiniSat to run on; big numberless rooms can take it minutes.
 * It borrows the suite's URL decoder and row-string writer (core/formats) to stay
 * short; an engine of your own would bring its own.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { answerRows, type Board, decodeUrl } from "../../../core/formats/mod.ts";
import { quote } from "../../../core/quote.ts";
import { STOSTONE_RULE, STOSTONE_RULES, type StostoneRule } from "../../../core/stostone/board.ts";
import { DOSUN_FUWARI_RULES, type DosunFuwariRule } from "../../../core/dosun_fuwari/board.ts";
import { solveStostoneSat } from "./sat_stostone.ts";
import { solveDosunFuwariSat } from "./sat_dosun_fuwari.ts";
import { isSatMutant, SAT_MUTANTS, type SatMutantName } from "./sat_mutants.ts";
import type { SolveReply, SolveRequest, WorkerMessage } from "./sat_worker.ts";

/** Seconds a solve may take before the engine gives up on the board. */
export const DEFAULT_SECONDS = 10;

const RULES: Record<Board["genre"], readonly string[]> = {
  "stostone": STOSTONE_RULES,
  "dosun-fuwari": DOSUN_FUWARI_RULES,
};

/**
 * The id of a request line (version 2: the first of four fields), or null (a
 * version 1 line, or not a request): what the response must echo.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { requestId } from "./sat_engine.ts";
 * assert.ok(requestId("7 https://puzz.link/p?stostone/1/2/0 exact 2") === "7");
 * assert.ok(requestId("https://puzz.link/p?stostone/1/2/0 exact 2") === null);
 * ```
 */
export function requestId(line: string): string | null {
  const fields = line.trim().split(" ");
  return fields.length === 4 ? fields[0]! : null;
}

/**
 * Answers one request line with one response line (no newline), echoing the
 * request's id (version 2). Throws `SyntaxError` for a line that is not
 * `<id> <url> <rule> <cap>` or `<url> <rule> <cap>`, `RangeError` for a rule the
 * board's genre does not have or a cap below 1.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { answerLine } from "./sat_engine.ts";
 * // 2 rows × 1 column, one room: the stone is either cell.
 * const { id, answers, complete } = JSON.parse(answerLine("5 https://puzz.link/p?stostone/1/2/0 exact 2"));
 * assert.ok(id === "5" && answers.length === 2 && complete === true);
 * ```
 */
export function answerLine(line: string, mutant: SatMutantName | null = null): string {
  const fields = line.trim().split(" ");
  if (fields.length !== 3 && fields.length !== 4) {
    throw new SyntaxError(
      `request: expected "<id> <url> <rule> <cap>", got ${quote(line)}`,
    );
  }
  const id = fields.length === 4 ? fields.shift()! : null;
  const [url, rule, capText] = fields as [string, string, string];
  const board = decodeUrl(url);
  if (!RULES[board.genre].includes(rule)) {
    throw new RangeError(`request: ${board.genre} has no rule ${quote(rule)}`);
  }
  const cap = Number(capText);
  if (!Number.isInteger(cap) || cap < 1) {
    throw new RangeError(
      `request: cap must be a whole number >= 1, got ${JSON.stringify(capText)}`,
    );
  }
  if (mutant === "exact-only" && rule !== STOSTONE_RULE.exact) {
    // An honest partial engine: it says which settings it does not implement.
    const giveUp = { answers: [], complete: false, gaveUp: "unsupported", note: "exact only" };
    return JSON.stringify(id === null ? giveUp : { id, ...giveUp });
  }
  const { answers, complete } = board.genre === "stostone"
    ? solveStostoneSat(board, rule as StostoneRule, cap, mutant)
    : solveDosunFuwariSat(board, rule as DosunFuwariRule, cap, mutant);
  const rows = answers.map((a) => answerRows(board, a));
  return JSON.stringify(
    id === null ? { answers: rows, complete } : { id, answers: rows, complete },
  );
}

async function writeAll(text: string): Promise<void> {
  const bytes = new TextEncoder().encode(text);
  for (let done = 0; done < bytes.length;) done += await Deno.stdout.write(bytes.subarray(done));
}

/** Seconds a fresh solving thread may take to load its modules before the engine gives up. */
const START_SECONDS = 120;

/**
 * Runs each request on a worker thread, which it replaces after a time-out or an
 * error. A request's time limit starts when the thread is ready, not when it is
 * started: module loading is the engine's own cost, not the board's.
 */
class SolveThread {
  #worker: Worker | null = null;
  #ready: Promise<void> | null = null;
  #onReply: ((message: SolveReply) => void) | null = null;
  #onFailure: ((message: string) => void) | null = null;

  #start(): Promise<void> {
    const worker = this.#worker = new Worker(new URL("./sat_worker.ts", import.meta.url), {
      type: "module",
    });
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.close();
        reject(new Error(`the solving thread did not start within ${START_SECONDS} s`));
      }, START_SECONDS * 1000);
      worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
        if ("ready" in event.data) {
          clearTimeout(timer);
          resolve();
        } else this.#onReply?.(event.data);
      };
      worker.onerror = (event: ErrorEvent) => {
        event.preventDefault();
        clearTimeout(timer);
        if (this.#onFailure === null) {
          this.close();
          reject(new Error(event.message));
        } else this.#onFailure(event.message);
      };
    });
  }

  async answer(request: SolveRequest, ms: number): Promise<string> {
    await (this.#ready ??= this.#start());
    const worker = this.#worker!;
    return await new Promise((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        this.#onReply = this.#onFailure = null;
      };
      const fail = (message: string) => {
        settle();
        this.close();
        reject(new Error(message));
      };
      const timer = setTimeout(() => fail(`gave up after ${ms / 1000} s`), ms);
      this.#onReply = (reply) => {
        if (!reply.ok) return fail(reply.message);
        settle();
        resolve(reply.response);
      };
      this.#onFailure = fail;
      worker.postMessage(request);
    });
  }

  close(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#ready = null;
  }
}

async function main(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { mutant: { type: "string" }, seconds: { type: "string" } },
  });
  const mutant = values.mutant ?? null;
  if (mutant !== null && !isSatMutant(mutant)) {
    console.error(
      `sat_engine: unknown --mutant "${mutant}"; use one of ${
        SAT_MUTANTS.map((m) => m.name).join(", ")
      }`,
    );
    return 2;
  }
  const seconds = values.seconds === undefined ? DEFAULT_SECONDS : Number(values.seconds);
  if (!(seconds > 0)) {
    console.error(`sat_engine: --seconds must be a number above 0, got "${values.seconds}"`);
    return 2;
  }
  const thread = new SolveThread();
  let buffer = "";
  for await (const chunk of Deno.stdin.readable.pipeThrough(new TextDecoderStream())) {
    buffer += chunk;
    for (let end = buffer.indexOf("\n"); end >= 0; end = buffer.indexOf("\n")) {
      const line = buffer.slice(0, end).replace(/\r$/, "");
      buffer = buffer.slice(end + 1);
      let response: string;
      try {
        response = await thread.answer({ line, mutant }, seconds * 1000);
      } catch (e) {
        // Not knowing is allowed: an empty, incomplete answer list says so, and why.
        const message = e instanceof Error ? e.message : String(e);
        console.error(`sat_engine: ${message}`);
        const id = requestId(line);
        response = JSON.stringify({
          ...(id === null ? {} : { id }),
          answers: [],
          complete: false,
          gaveUp: "limit",
          note: message,
        });
      }
      // Deno.stdout is unbuffered: once written, the line is out (the contract's flush).
      await writeAll(response + "\n");
    }
  }
  thread.close();
  return 0;
}

if (import.meta.main) Deno.exit(await main(Deno.args));
