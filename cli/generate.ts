/**
 * `generate stostone|dosun-fuwari --size RxC --seed S [--stone-size N] [--min-clues]
 * [--density D] [--starved N] [--json] [--max-seconds S]`: make a new board with the suite's
 * generator and certify it (a judged answer, a checked proof, every engine's result recorded),
 * within a time limit
 * (`--max-seconds`, default 120: the generator runs on a worker that is stopped at the limit).
 *
 * Prints the board as a fixture file (metadata with the puzz.link URL and the
 * certificate, then the text form with its answer), so the output can be saved
 * under fixtures/ as it is and checked later with `certify --check`. `--json`
 * prints one JSON object instead.
 *
 * Stostone boards come from the version-2 generator (conformance/generate/
 * stostone_sized.ts), which works at every even-row size up to 20×20 and beyond (past
 * 400 cells it asks the encoding and CaDiCaL whether a board has another answer, as the
 * engines would stop at their budgets; they are still run and recorded; with `--min-clues`
 * the propagate engine asks first and every room starts numbered, see stostone_sized.ts);
 * `--min-clues` removes every number the board stays unique without, except any the
 * subset engine needs to certify it; a note on stderr names those, and which of them can
 * go together for a minimal set.
 *
 * Defaults: `--stone-size` 2 up to 36 cells, 3 up to 100, else 4; `--density` 0.15;
 * `--starved` about one starved room per 24 cells (3 at 8×8, 6 at 12×12).
 *
 * Exit 0 when the board is certified unique (its proof checked); 1 when not (said on stderr),
 * or when the generator finds no board (or none within the time limit); 2 for bad usage; 3 when engines disagree.
 *
 * @module
 */

import { answerRows, writeText } from "../core/formats/mod.ts";
import type { BuiltFixture } from "../conformance/corpus/fixture.ts";
import { MAX_SIDE } from "../core/grid.ts";
import { quote } from "../core/quote.ts";
import {
  dosunFuwariSource,
  formatSource,
  type GeneratorSource,
  sizedStostoneSource,
} from "../conformance/corpus/source.ts";
import { defaultStoneSize } from "../conformance/generate/stostone_sized.ts";
import { DEFAULT_DENSITY, defaultStarved } from "../conformance/generate/dosun_fuwari.ts";
import { EXIT, intOption, printJson, UsageError } from "./io.ts";
import { common, exitsWith, flag, parseVerbArgs, secondsOption, usageOf, value } from "./usage.ts";

function parseSize(value: string | undefined): { rows: number; cols: number } {
  if (value === undefined) throw new UsageError("missing --size RxC (rows x columns, e.g. 8x8)");
  const m = /^(\d+)x(\d+)$/.exec(value);
  if (!m) throw new UsageError(`--size must look like 8x8 (rows x columns), got ${quote(value)}`);
  const rows = Number(m[1]);
  const cols = Number(m[2]);
  // Checked here, not after the draws: a board the formats cannot hold is never drawn.
  if (rows < 1 || rows > MAX_SIDE || cols < 1 || cols > MAX_SIDE) {
    throw new UsageError(
      `--size: rows and columns must be from 1 to ${MAX_SIDE}, got ${quote(value)}`,
    );
  }
  return { rows, cols };
}

function parseDensity(value: string | undefined): number {
  if (value === undefined) return DEFAULT_DENSITY;
  const d = Number(value);
  if (value.trim() === "" || !(d >= 0 && d < 1)) {
    throw new UsageError(`--density must be a number in [0, 1), got ${quote(value)}`);
  }
  return d;
}

/**
 * The generator call the options describe, defaults filled in; throws `UsageError`
 * for bad options.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sourceFromOptions } from "./generate.ts";
 * const s = sourceFromOptions("dosun-fuwari", { size: "12x12", seed: "4" });
 * assert.ok(s.genre === "dosun-fuwari" && s.starved === 6 && s.density === 0.15);
 * ```
 */
export function sourceFromOptions(
  genre: string | undefined,
  values: {
    size?: string;
    seed?: string;
    "stone-size"?: string;
    density?: string;
    starved?: string;
    "min-clues"?: boolean;
  },
): GeneratorSource {
  if (genre !== "stostone" && genre !== "dosun-fuwari") {
    throw new UsageError(
      `the first argument must be the genre, stostone or dosun-fuwari; got ${
        genre === undefined ? "nothing" : quote(genre)
      }`,
    );
  }
  const { rows, cols } = parseSize(values.size);
  if (values.seed === undefined) throw new UsageError("missing --seed S (a whole number)");
  const seed = intOption("seed", values.seed, 0, 0);
  if (genre === "stostone") {
    for (const flag of ["density", "starved"] as const) {
      if (values[flag] !== undefined) {
        throw new UsageError(`--${flag} is a dosun-fuwari option, not a stostone one`);
      }
    }
    if (!Number.isInteger(rows) || rows < 2 || rows % 2 !== 0) {
      throw new UsageError(`stostone boards need an even number of rows >= 2, got ${rows}`);
    }
    const stoneSize = intOption("stone-size", values["stone-size"], defaultStoneSize(rows, cols));
    const minClues = values["min-clues"] ?? false;
    return sizedStostoneSource({ rows, cols, stoneSize, seed, minClues });
  }
  if (values["stone-size"] !== undefined) {
    throw new UsageError("--stone-size is a stostone option, not a dosun-fuwari one");
  }
  if (values["min-clues"] !== undefined) {
    throw new UsageError("--min-clues is a stostone option, not a dosun-fuwari one");
  }
  const density = parseDensity(values.density);
  const starved = intOption("starved", values.starved, defaultStarved(rows, cols), 0);
  return dosunFuwariSource({ rows, cols, density, starved, seed });
}

/**
 * Runs the verb; returns the exit code (see the module header). All of its work is
 * synchronous; it returns a promise only to fit the command-line contract.
 *
 * @example
 * ```ts ignore
 * import { generateCommand } from "./generate.ts";
 * const code = await generateCommand(["stostone", "--size", "6x6", "--seed", "1"]);
 * ```
 */
export function generateCommand(args: string[]): Promise<number> {
  return generate(args);
}

/** The default for `generate --max-seconds`. */
export const GENERATE_MAX_SECONDS = 120;

/**
 * Builds a fixture on a worker, stopping it after `maxSeconds`: the built fixture,
 * the error `buildFixture` threw (rebuilt with its class), or `"time"`.
 */
async function buildWithin(
  id: string,
  source: GeneratorSource,
  maxSeconds: number,
): Promise<BuiltFixture | "time"> {
  const worker = new Worker(new URL("./generate_worker.ts", import.meta.url), { type: "module" });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const reply = await new Promise<
      { ok: true; built: BuiltFixture } | { ok: false; name: string; message: string } | "time"
    >((resolve, reject) => {
      timer = setTimeout(() => resolve("time"), maxSeconds * 1000);
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error(`the generator's worker failed: ${event.message}`));
      };
      worker.postMessage({ id, source });
    });
    if (reply === "time" || reply.ok) return reply === "time" ? reply : reply.built;
    throw reply.name === "RangeError" ? new RangeError(reply.message) : new Error(reply.message);
  } finally {
    clearTimeout(timer);
    worker.terminate();
  }
}

async function generate(args: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(GENERATE_USAGE, args);
  if (positionals.length > 1) {
    throw new UsageError(`generate takes one genre, got ${positionals.join(" ")}`);
  }
  const maxSeconds = secondsOption(
    "max-seconds",
    values["max-seconds"],
    GENERATE_MAX_SECONDS,
    false,
  );
  const source = sourceFromOptions(positionals[0], values);
  const id = `${source.genre}-${source.rows}x${source.cols}-seed${source.seed}`;
  let built;
  try {
    built = await buildWithin(id, source, maxSeconds);
  } catch (e) {
    // The generator's own RangeErrors (odd rows, …) are bad usage; anything else
    // (no board within its draw limit) is an honest "no".
    if (e instanceof RangeError) throw e;
    const why = e instanceof Error ? e.message : String(e);
    console.error(`generate: no board: ${why}`);
    return EXIT.no;
  }
  if (built === "time") {
    console.error(
      `generate: no board within the time limit of ${maxSeconds} s (${source.rows}x${source.cols}, seed ${source.seed}); --max-seconds raises it, a smaller --size is quicker`,
    );
    return EXIT.no;
  }
  const { fixture, certification: c } = built;
  // The numbers --min-clues kept only so that the subset engine can certify the board,
  // and those of them a setter can drop together for a minimal set, by their cells.
  const { keptForSubset, droppableTogether, starved } = built.generated;
  const board = fixture.board;
  const cellsOf = (rooms: readonly number[] | null) =>
    rooms === null || board.genre !== "stostone" ? null : rooms.map((room) => {
      const cell = board.clueCell[room]!;
      return [Math.floor(cell / board.cols), cell % board.cols];
    });
  const keptCells = cellsOf(keptForSubset);
  const droppableCells = cellsOf(droppableTogether);
  if (values.json) {
    printJson({
      id,
      genre: source.genre,
      size: fixture.meta.size,
      rule: fixture.meta.rule,
      source: formatSource(source),
      description: fixture.meta.description,
      url: fixture.meta.url,
      text: writeText(fixture.board, fixture.answer),
      answer: answerRows(fixture.board, fixture.answer),
      verdict: c.verdict,
      certified: c.certified,
      agree: c.agree,
      disagreements: c.disagreements,
      engines: Object.fromEntries(c.engines.map((e) => [e.name, {
        verdict: e.verdict,
        count: e.count,
        complete: e.complete,
        stoppedBy: e.stoppedBy,
        nodes: e.nodes,
      }])),
      keptForSubset: keptCells,
      droppableTogether: droppableCells,
    });
  } else {
    console.log(built.text.replace(/\n$/, ""));
  }
  // What the options asked for and did not get is said, not left to be found.
  if (keptCells !== null && keptCells.length > 0) {
    const list = (cells: number[][]) => cells.map((rc) => rc.join(",")).join(" ");
    const together = droppableCells ?? [];
    console.error(
      `generate: note: --min-clues kept ${keptCells.length} number(s) only so that the ` +
        `subset engine can certify the board (row,column from 0: ${list(keptCells)}): ` +
        "when each was tried, the board was unique without it, but the subset engine could " +
        "not tell within its budget; " +
        (together.length === 0
          ? "with the other numbers gone, each of them is needed: the set is minimal"
          : `for a minimal set, drop ${list(together)} too (the mask engine finds the board ` +
            "still unique; then every number left is needed)"),
    );
  }
  if (source.genre === "stostone" && values["stone-size"] !== undefined) {
    // The draw aims at the size; far above what it reaches, the option changes nothing.
    const stones = board.genre === "stostone" ? board.rooms.length : 1;
    const mean = fixture.answer.reduce((n, v) => n + v, 0) / stones;
    if (mean < source.stoneSize / 2) {
      console.error(
        `generate: note: --stone-size ${source.stoneSize} asked for, but the stones average ` +
          `${mean.toFixed(1)} cells: the draw aims at the size and stays far below it here`,
      );
    }
  }
  if (source.genre === "dosun-fuwari" && starved !== null && starved < source.starved) {
    console.error(
      `generate: note: ${starved} starved room(s), short of the --starved ${source.starved} asked for`,
    );
  }
  if (!c.agree) {
    console.error(`generate: ENGINES DISAGREE on this board:`);
    for (const d of c.disagreements) console.error(`  ${d}`);
    return EXIT.disagree;
  }
  if (!c.certified) {
    const says = c.engines.map((e) => `${e.name} ${e.verdict}`).join(", ");
    console.error(`generate: the board is not certified unique (${says})`);
    return EXIT.no;
  }
  return EXIT.ok;
}

/** `generate`'s options and `--help`. */
export const GENERATE_USAGE = usageOf({
  verb: "generate",
  operands: "stostone|dosun-fuwari",
  about: [
    "Make a new board with the suite's generator and certify it: an answer judged, a checked",
    "proof that it is the only one (by CaDiCaL, Debian package cadical) and no engine",
    "disagreeing; every engine's result is recorded. Prints a fixture file (or JSON).",
  ],
  options: {
    ...common("json"),
    size: value("RxC", "rows x columns (required; Stostone needs even rows)"),
    seed: value("S", "the generator's seed (required)"),
    "stone-size": value("N", "Stostone: stone size", "2 up to 36 cells, 3 up to 100, else 4"),
    density: value("D", "Dosun-Fuwari: density", String(DEFAULT_DENSITY)),
    starved: value("N", "Dosun-Fuwari: starved rooms", "about one per 24 cells"),
    "min-clues": flag(
      "Stostone: remove every number the board stays unique without, except any the subset " +
        "engine needs to certify it (a note on stderr names them, and which can go together)",
    ),
    "max-seconds": value(
      "S",
      "stop the generator after S seconds",
      String(GENERATE_MAX_SECONDS),
    ),
  },
  exits: exitsWith(
    [0, "the board is certified unique (answer judged, proof checked, no engine disagreeing)"],
    [1, "not unique, or no board (within the time limit)"],
    [3, "engines disagree"],
  ),
});
