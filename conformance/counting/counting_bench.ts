// Enumeration speed (grids per second = the grid count in the name ÷ time per run) and
// the transfer methods on every S-U4 row.
import { S_U4_TABLE } from "./claims.ts";
import { enumerateCounts } from "./enumerate.ts";
import { proveRecurrence } from "./recurrence.ts";
import { COUNTING_RULES, transferCounts } from "./transfer.ts";
import { STOSTONE_RULE } from "../../core/stostone/board.ts";

for (const [rows, cols] of [[4, 6], [6, 4], [8, 3]] as const) {
  const grids = enumerateCounts(rows, 1).walked ** cols;
  Deno.bench(`enumerate ${rows}x${cols} (${grids.toLocaleString("en")} grids)`, {
    group: "enumerate",
  }, () => {
    enumerateCounts(rows, cols);
  });
}

Deno.bench("transfer: all three readings for every S-U4 row", { group: "transfer" }, () => {
  for (const { rows, cols } of S_U4_TABLE) {
    for (const rule of COUNTING_RULES) transferCounts(rows, cols, rule);
  }
});

Deno.bench("transfer: exact 8x4 alone", { group: "transfer" }, () => {
  transferCounts(8, 4, STOSTONE_RULE.exact);
});

Deno.bench("transfer: convex 8x4 alone (frontier state machine)", { group: "transfer" }, () => {
  transferCounts(8, 4, STOSTONE_RULE.convex);
});

Deno.bench("proveRecurrence(6)", { group: "recurrence" }, () => {
  proveRecurrence(6);
});

Deno.bench("proveRecurrence(8)", { group: "recurrence", n: 3 }, () => {
  proveRecurrence(8);
});
