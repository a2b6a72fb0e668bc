/**
 * The subset engine's fixed cost per board: every border set of a few tiny grids
 * (2×1 to 2×4 and 4×2), each solved to completion under every rule, as the
 * exhaustive small-board surveys do. `npx deno bench engines/stostone/subset/subset_bench.ts`;
 * divide the time per iteration by the printed board count for µs per solve.
 *
 * @module
 */

import { benchTinyBoards } from "../tiny_boards_test_util.ts";
import { solve } from "./mod.ts";

benchTinyBoards("subset", solve);
