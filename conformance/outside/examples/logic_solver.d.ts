// Declarations for the npm package `logic-solver`, which ships none. The types
// themselves are in logic_solver.ts, next to the code that uses them.
import type { LogicApi } from "./logic_solver.ts";

declare const Logic: LogicApi;
export default Logic;
