/**
 * Time per generated board, at the corpus sizes. Each iteration generates a new
 * board (the seed counts up), so the mean is an average over boards, rejected
 * draws and all.
 *
 * Run with `npx deno bench --allow-read --allow-env conformance/generate/generate_bench.ts`.
 *
 * @module
 */

import { generateDosunFuwari } from "./dosun_fuwari.ts";
import { generateStostone } from "./stostone.ts";

function counter(): () => number {
  let seed = 0;
  return () => seed++;
}

const stostone6 = counter();
Deno.bench("stostone 6x6, stones aimed at 2", { group: "stostone" }, () => {
  generateStostone({ rows: 6, cols: 6, stoneSize: 2, seed: stostone6() });
});

const stostone8 = counter();
Deno.bench("stostone 8x8, stones aimed at 3", { group: "stostone" }, () => {
  generateStostone({ rows: 8, cols: 8, stoneSize: 3, seed: stostone8() });
});

const dosun8 = counter();
Deno.bench("dosun-fuwari 8x8, 3 starved rooms", { group: "dosun-fuwari" }, () => {
  generateDosunFuwari({ rows: 8, cols: 8, density: 0.12, starved: 3, seed: dosun8() });
});

const dosun12 = counter();
Deno.bench("dosun-fuwari 12x12, 6 starved rooms", { group: "dosun-fuwari" }, () => {
  generateDosunFuwari({ rows: 12, cols: 12, density: 0.16, starved: 6, seed: dosun12() });
});
