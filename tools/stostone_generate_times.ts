/**
 * Generator times for the version-2 Stostone generator, the way `generate stostone`
 * runs it (default stone size, then certification by all three engines), one line per
 * board and a median per size. A script, not a `Deno.bench`: each board is a different
 * amount of work, so the per-seed times and their median are the figures wanted.
 *
 * ```sh
 * npx deno run -A tools/stostone_generate_times.ts            # 12, 16, 20; seeds 1-3
 * npx deno run -A tools/stostone_generate_times.ts --sizes 4x4,10x14 --seeds 1,2 --min-clues
 * ```
 *
 * Times are wall-clock on whatever else the machine is doing: quote medians, and say
 * how loaded the machine was.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { certifyBoard } from "../conformance/corpus/certify.ts";
import { defaultStoneSize, generateStostoneSized } from "../conformance/generate/stostone_sized.ts";
import { median } from "../core/statistics.ts";
import { STOSTONE_RULE } from "../core/stostone/board.ts";

function parseSizes(text: string): [number, number][] {
  return text.split(",").map((part) => {
    const m = /^(\d+)x(\d+)$/.exec(part.trim());
    if (!m) throw new SyntaxError(`--sizes: "${part}" is not RxC`);
    return [Number(m[1]), Number(m[2])];
  });
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      sizes: { type: "string", default: "12x12,16x16,20x20" },
      seeds: { type: "string", default: "1,2,3" },
      "min-clues": { type: "boolean", default: false },
    },
  });
  const seeds = values.seeds.split(",").map(Number);
  if (seeds.some((s) => !Number.isInteger(s) || s < 0)) {
    throw new RangeError(`--seeds: whole numbers >= 0, got "${values.seeds}"`);
  }
  console.log("size   seed  generate_s  certify_s  rooms  numbers  verdict");
  for (const [rows, cols] of parseSizes(values.sizes)) {
    const times: number[] = [];
    for (const seed of seeds) {
      const start = performance.now();
      const { board, stats } = generateStostoneSized({
        rows,
        cols,
        stoneSize: defaultStoneSize(rows, cols),
        seed,
        minClues: values["min-clues"],
      });
      const generated = performance.now();
      const certification = certifyBoard(board, STOSTONE_RULE.exact);
      const done = performance.now();
      times.push((generated - start) / 1000);
      const verdict = certification.certified ? "certified unique" : certification.engines
        .map((e) => `${e.name} ${e.verdict}`).join(", ");
      console.log(
        `${rows}x${cols}`.padEnd(7) + String(seed).padStart(4) +
          ((generated - start) / 1000).toFixed(1).padStart(12) +
          ((done - generated) / 1000).toFixed(1).padStart(11) +
          String(stats.rooms).padStart(7) + String(stats.numbersGiven).padStart(9) +
          `  ${verdict}`,
      );
    }
    console.log(`${rows}x${cols} median generate ${median(times).toFixed(1)} s`);
  }
}
