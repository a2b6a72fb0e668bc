/**
 * The deliberate mistakes the example SAT engine can be told to make
 * (`--mutant NAME`). Each removes or alters one piece of the encoding, so that the
 * conformance suite can show it catches a wrong engine. Without a mutant the engine
 * is correct.
 *
 * "`?` treated as no clue" is missing on purpose: in Stostone a room with `?` and a
 * room without a clue ask for the same thing (a stone of any size, at least one
 * cell), so that change is an equivalent mutant no suite could catch.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isSatMutant, SAT_MUTANTS } from "./sat_mutants.ts";
 * assert.ok(SAT_MUTANTS.length >= 8 && isSatMutant("two-balloons") && isSatMutant("exact-only"));
 * assert.ok(!isSatMutant("question-as-none"));
 * ```
 *
 * @module
 */

/** One mutant: its flag name, the genre it breaks and what it changes. */
export interface SatMutant {
  /** The value of `--mutant`. */
  readonly name: string;
  /** The genre whose encoding it changes; `both` for the answer-reporting mistake. */
  readonly genre: "stostone" | "dosun-fuwari" | "both";
  /** What is wrong with it, in one line. */
  readonly description: string;
  /**
   * What a run must show: `fail` (the default) for a mistake the suite must flag;
   * `unsupported` for an honest partial engine, whose give-ups the report must show as
   * UNSUPPORTED, with no failure.
   */
  readonly expect?: "fail" | "unsupported";
}

/** Every mutant of the example SAT engine. */
export const SAT_MUTANTS = [
  {
    name: "touch-across-border",
    genre: "stostone",
    description: "shaded cells of two different rooms may be adjacent across the room border",
  },
  {
    name: "convex-for-exact",
    genre: "stostone",
    description: "the exact rule is encoded as convex (balanced columns, no vertical hole)",
  },
  {
    name: "drop-off-by-one",
    genre: "stostone",
    description:
      "the rank compares shaded cells from two rows below, skipping the cell right underneath",
  },
  {
    name: "question-as-zero",
    genre: "stostone",
    description: "a `?` clue is encoded as the number 0 (the room holds no stone)",
  },
  {
    name: "disconnected-stone",
    genre: "stostone",
    description: "a room's shaded cells need not be connected (no connectivity cuts)",
  },
  {
    name: "cap-claims-complete",
    genre: "both",
    description: "answers cut off at the cap are reported as complete",
  },
  {
    name: "balloon-held-by-border",
    genre: "dosun-fuwari",
    description: "a balloon is held up by a room border above it",
  },
  {
    name: "loose-for-official",
    genre: "dosun-fuwari",
    description: "the official reading is encoded as the loose one (any piece supports)",
  },
  {
    name: "two-balloons",
    genre: "dosun-fuwari",
    description: "a room may hold more than one balloon",
  },
  {
    name: "iron-bottom-of-room",
    genre: "dosun-fuwari",
    description: "an iron ball may rest on any room border below it (the bottom of its room)",
  },
  {
    name: "exact-only",
    genre: "both",
    description:
      "answers only the exact setting and gives up as unsupported on every other (no mistake)",
    expect: "unsupported",
  },
] as const satisfies readonly SatMutant[];

/** A mutant's name. */
export type SatMutantName = (typeof SAT_MUTANTS)[number]["name"];

/**
 * Whether `name` is one of {@link SAT_MUTANTS}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isSatMutant } from "./sat_mutants.ts";
 * assert.ok(isSatMutant("loose-for-official"));
 * ```
 */
export function isSatMutant(name: string): name is SatMutantName {
  return SAT_MUTANTS.some((m) => m.name === name);
}
