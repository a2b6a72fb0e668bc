/**
 * How long `generate dosun-fuwari --size RxC --seed S` takes with its default
 * settings: per size and seed, the generator's time, the three engines' certification
 * time and their verdicts, then the median per size. Figures are wall-clock times
 * on whatever machine runs it; run it when the machine is quiet.
 *
 * Run with `npx deno run -A tools/dosun_fuwari_generate_times.ts [sizes] [seeds]`, e.g.
 * `12x12,20x20,30x30 1,2,3` (the defaults); certification runs CaDiCaL on a temporary file.
 *
 * @module
 */

import { sourceFromOptions } from "../cli/generate.ts";
import { runGenerator } from "../conformance/corpus/source.ts";
import { certifyBoard } from "../conformance/corpus/certify.ts";
import { median } from "../core/statistics.ts";
import { DOSUN_FUWARI_RULE } from "../core/dosun_fuwari/board.ts";

/** One measured generation. */
export interface GenerationTime {
  /** "RxC". */
  readonly size: string;
  /** The seed. */
  readonly seed: number;
  /** Generator time in milliseconds (drawing and starving rooms). */
  readonly generateMs: number;
  /** Certification time in milliseconds (all three engines, cap 2, default budgets). */
  readonly certifyMs: number;
  /** Per engine, its verdict. */
  readonly verdicts: string;
  /** Whether every engine proved the board unique. */
  readonly certified: boolean;
}

/**
 * Generates and certifies one board with the CLI's defaults for `size` and `seed`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { timeGeneration } from "./dosun_fuwari_generate_times.ts";
 * const t = timeGeneration("6x6", 1);
 * assert.equal(t.certified, true);
 * assert.ok(t.generateMs >= 0 && t.certifyMs >= 0);
 * ```
 */
export function timeGeneration(size: string, seed: number): GenerationTime {
  const source = sourceFromOptions("dosun-fuwari", { size, seed: String(seed) });
  let t0 = performance.now();
  const { board } = runGenerator(source);
  const generateMs = performance.now() - t0;
  t0 = performance.now();
  const c = certifyBoard(board, DOSUN_FUWARI_RULE.official);
  const certifyMs = performance.now() - t0;
  return {
    size,
    seed,
    generateMs,
    certifyMs,
    verdicts: c.engines.map((e) => `${e.name}=${e.verdict}`).join(" "),
    certified: c.certified,
  };
}

if (import.meta.main) {
  const sizes = (Deno.args[0] ?? "12x12,20x20,30x30").split(",");
  const seeds = (Deno.args[1] ?? "1,2,3").split(",").map(Number);
  for (const size of sizes) {
    const times: number[] = [];
    for (const seed of seeds) {
      const t = timeGeneration(size, seed);
      times.push(t.generateMs + t.certifyMs);
      console.log(
        `${size} seed ${seed}: generate ${t.generateMs.toFixed(0)} ms, certify ` +
          `${t.certifyMs.toFixed(0)} ms, ${t.certified ? "certified" : "NOT certified"} ` +
          `(${t.verdicts})`,
      );
    }
    console.log(`${size}: median ${median(times).toFixed(0)} ms over ${seeds.length} seeds`);
  }
}
