/**
 * One work counter shared by every stage of the subset engine (listing stones,
 * searching, checking), so a single budget bounds all of it.
 *
 * @module
 */

/** A work counter with a limit. Stages add to `used` and stop once `exhausted()` says so. */
export interface WorkMeter {
  /** Work units spent so far. */
  used: number;
  /** The most work units this run may spend. */
  readonly budget: number;
}

/**
 * A fresh meter with nothing spent.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { workMeter } from "./work.ts";
 * const meter = workMeter(10);
 * meter.used += 11;
 * assert.ok(meter.used > meter.budget);
 * ```
 */
export function workMeter(budget: number): WorkMeter {
  return { used: 0, budget };
}
