/**
 * What the three built-in engines say about a board, in the form an outside engine is
 * compared with: the full answer set, "more than the cap", or "cannot decide".
 *
 * The built-in engines are asked for one answer more than the outside engine's cap,
 * so that "there are more than `cap` answers" can be told apart from "there are
 * exactly `cap`": an outside engine that says complete with `cap` answers is right in
 * the second case and wrong in the first.
 *
 * @module
 */

import { type Board, encodeUrl } from "../../core/formats/mod.ts";
import { type Rule } from "../../core/genre.ts";
import { enginesFor } from "../../engines/mod.ts";
import { type Consensus, solveWithAll } from "../consensus/consensus.ts";

/** The built-in engines' view of one board under one rule. */
export type Reference =
  | {
    /** Some engine covered the whole search space: these are all the answers. */
    readonly kind: "all";
    /** Every answer, as answer keys (see `answerKey` in consensus.ts). */
    readonly keys: ReadonlySet<string>;
  }
  | {
    /** The engines found more than `cap` answers between them (and stopped there). */
    readonly kind: "more";
    /** The answers they found, as answer keys: more than `cap`, not necessarily all. */
    readonly keys: ReadonlySet<string>;
  }
  | {
    /** The engines disagree, or ran out of budget before deciding. */
    readonly kind: "undecided";
    /** Why, in one line. */
    readonly reason: string;
  };

/**
 * Turns a consensus computed with cap `cap + 1` into a {@link Reference} for an outside
 * engine asked with cap `cap`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { referenceFromConsensus } from "./reference.ts";
 * import { combine, type EngineRun } from "../consensus/consensus.ts";
 * const run = (keys: string[], complete: boolean): EngineRun => ({
 *   name: "e", keys, answers: keys.map((k) => Uint8Array.from(k, Number)), complete,
 *   stoppedBy: complete ? null : "cap", nodes: 0, budget: 1, ms: 0, verdict: "unknown",
 *   rejected: [],
 * });
 * assert.ok(referenceFromConsensus(combine([run(["01"], true)], 3), 2).kind === "all");
 * assert.ok(referenceFromConsensus(combine([run(["01", "10", "11"], false)], 3), 2).kind === "more");
 * assert.ok(referenceFromConsensus(combine([run(["01"], false)], 3), 2).kind === "undecided");
 * ```
 */
export function referenceFromConsensus(consensus: Consensus, cap: number): Reference {
  if (!consensus.agree) {
    return {
      kind: "undecided",
      reason: `the built-in engines disagree: ${consensus.disagreements[0] ?? "?"}`,
    };
  }
  const complete = consensus.runs.find((r) => r.complete);
  if (complete) return { kind: "all", keys: new Set(complete.keys) };
  const keys = new Set(consensus.runs.flatMap((r) => r.keys));
  if (keys.size > cap) return { kind: "more", keys };
  const stops = consensus.runs.map((r) => `${r.name} ${r.stoppedBy ?? "?"}`).join(", ");
  return {
    kind: "undecided",
    reason: `the built-in engines stopped before deciding (${stops}) with ${keys.size} answer(s)`,
  };
}

/** How a {@link ReferenceCache} computes references. */
export interface ReferenceCacheOptions {
  /** Work budget per built-in engine name (default: each engine's own). */
  readonly budgets?: Readonly<Record<string, number>>;
  /** Computes a consensus with the given cap (default: the three built-in engines). */
  readonly consensus?: (board: Board, rule: Rule, cap: number) => Consensus;
}

/** The most references a {@link ReferenceCache} keeps. */
export const MAX_CACHED = 20_000;

/**
 * Computes references with the built-in engines and remembers them per board, rule
 * and cap, so a board met again (a corpus board under several engines, a shrink
 * candidate seen twice) is solved once.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { ReferenceCache } from "./reference.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const cache = new ReferenceCache();
 * const board = decodeUrl("https://puzz.link/p?stostone/1/2/0");
 * const ref = cache.get(board, "exact", 2);
 * assert.ok(ref.kind === "all" && ref.keys.has("01"));
 * assert.ok(cache.get(board, "exact", 2) === ref && cache.size === 1);
 * ```
 */
export class ReferenceCache {
  readonly #entries = new Map<string, Reference>();
  readonly #consensus: (board: Board, rule: Rule, cap: number) => Consensus;

  /**
   * `budgets` overrides the default work budget per built-in engine name; `consensus`
   * replaces the three built-in engines (for tests).
   */
  constructor(options: ReferenceCacheOptions = {}) {
    const budgets = options.budgets ?? {};
    this.#consensus = options.consensus ??
      ((board, rule, cap) => solveWithAll(enginesFor(board), board, rule, cap, budgets));
  }

  /** How many references are stored. */
  get size(): number {
    return this.#entries.size;
  }

  /** The reference for `board` under `rule` for an outside engine asked with `cap`. */
  get(board: Board, rule: Rule, cap: number): Reference {
    const key = `${encodeUrl(board)} ${rule} ${cap}`;
    let ref = this.#entries.get(key);
    if (ref === undefined) {
      try {
        const consensus = this.#consensus(board, rule, cap + 1);
        ref = referenceFromConsensus(consensus, cap);
      } catch (e) {
        // A built-in engine that throws has said nothing: the board cannot be decided.
        const message = e instanceof Error ? e.message : String(e);
        ref = { kind: "undecided", reason: `a built-in engine failed: ${message}` };
      }
      // Bounded memory: forget the oldest entry (maps iterate in insertion order).
      if (this.#entries.size >= MAX_CACHED) {
        this.#entries.delete(this.#entries.keys().next().value!);
      }
      this.#entries.set(key, ref);
    }
    return ref;
  }
}
