/**
 * The corpus plan: per fixture, its id, its path and the exact generator call (seed
 * included) that makes it, plus the seeds passed over on the way and why.
 *
 * WRITTEN BY `deno run -A conformance/corpus/build.ts --replan`; do not edit by hand.
 * Change design.ts and replan instead.
 *
 * @module
 */

import type { PlanEntry } from "./design.ts";

/** Every corpus fixture, in build order. */
export const PLAN: readonly PlanEntry[] = [
  {
    id: "stostone-6x6-001",
    path: "fixtures/stostone/6x6-001.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6001 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-002",
    path: "fixtures/stostone/6x6-002.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6002 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-003",
    path: "fixtures/stostone/6x6-003.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6003 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-004",
    path: "fixtures/stostone/6x6-004.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6004 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-005",
    path: "fixtures/stostone/6x6-005.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6005 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-006",
    path: "fixtures/stostone/6x6-006.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6006 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-007",
    path: "fixtures/stostone/6x6-007.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6007 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-008",
    path: "fixtures/stostone/6x6-008.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6008 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-009",
    path: "fixtures/stostone/6x6-009.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6009 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-010",
    path: "fixtures/stostone/6x6-010.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6010 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-011",
    path: "fixtures/stostone/6x6-011.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6011 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-012",
    path: "fixtures/stostone/6x6-012.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6012 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-013",
    path: "fixtures/stostone/6x6-013.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6013 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-014",
    path: "fixtures/stostone/6x6-014.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6014 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-015",
    path: "fixtures/stostone/6x6-015.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6015 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-016",
    path: "fixtures/stostone/6x6-016.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6016 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-017",
    path: "fixtures/stostone/6x6-017.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6017 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-018",
    path: "fixtures/stostone/6x6-018.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6018 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-019",
    path: "fixtures/stostone/6x6-019.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6019 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-020",
    path: "fixtures/stostone/6x6-020.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6020 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-021",
    path: "fixtures/stostone/6x6-021.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6021 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-022",
    path: "fixtures/stostone/6x6-022.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6022 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-023",
    path: "fixtures/stostone/6x6-023.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6023 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-024",
    path: "fixtures/stostone/6x6-024.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6024 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-025",
    path: "fixtures/stostone/6x6-025.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6025 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-026",
    path: "fixtures/stostone/6x6-026.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6026 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-027",
    path: "fixtures/stostone/6x6-027.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6027 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-028",
    path: "fixtures/stostone/6x6-028.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6028 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-029",
    path: "fixtures/stostone/6x6-029.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6029 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-030",
    path: "fixtures/stostone/6x6-030.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6030 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-031",
    path: "fixtures/stostone/6x6-031.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6031 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-032",
    path: "fixtures/stostone/6x6-032.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6032 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-033",
    path: "fixtures/stostone/6x6-033.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6033 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-034",
    path: "fixtures/stostone/6x6-034.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6034 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-035",
    path: "fixtures/stostone/6x6-035.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6035 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-036",
    path: "fixtures/stostone/6x6-036.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6036 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-037",
    path: "fixtures/stostone/6x6-037.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6037 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-038",
    path: "fixtures/stostone/6x6-038.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6038 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-039",
    path: "fixtures/stostone/6x6-039.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6039 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-040",
    path: "fixtures/stostone/6x6-040.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6040 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-041",
    path: "fixtures/stostone/6x6-041.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6041 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-042",
    path: "fixtures/stostone/6x6-042.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6042 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-043",
    path: "fixtures/stostone/6x6-043.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6043 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-6x6-044",
    path: "fixtures/stostone/6x6-044.txt",
    source:
      "generator stostone 1; rows=6 cols=6 stoneSize=2 seed=6044 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-001",
    path: "fixtures/stostone/8x8-001.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8001 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-002",
    path: "fixtures/stostone/8x8-002.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8002 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-003",
    path: "fixtures/stostone/8x8-003.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8003 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-004",
    path: "fixtures/stostone/8x8-004.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8004 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-005",
    path: "fixtures/stostone/8x8-005.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8005 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-006",
    path: "fixtures/stostone/8x8-006.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8006 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-007",
    path: "fixtures/stostone/8x8-007.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8007 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-008",
    path: "fixtures/stostone/8x8-008.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8008 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-009",
    path: "fixtures/stostone/8x8-009.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8009 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-010",
    path: "fixtures/stostone/8x8-010.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8010 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-011",
    path: "fixtures/stostone/8x8-011.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=2 seed=8011 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-012",
    path: "fixtures/stostone/8x8-012.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8012 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-013",
    path: "fixtures/stostone/8x8-013.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8013 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-014",
    path: "fixtures/stostone/8x8-014.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8014 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-015",
    path: "fixtures/stostone/8x8-015.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8015 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-016",
    path: "fixtures/stostone/8x8-016.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8016 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-017",
    path: "fixtures/stostone/8x8-017.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8017 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-018",
    path: "fixtures/stostone/8x8-018.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8018 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-019",
    path: "fixtures/stostone/8x8-019.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8019 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-020",
    path: "fixtures/stostone/8x8-020.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8020 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-021",
    path: "fixtures/stostone/8x8-021.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8021 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-022",
    path: "fixtures/stostone/8x8-022.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=2 seed=8022 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-023",
    path: "fixtures/stostone/8x8-023.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8023 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-024",
    path: "fixtures/stostone/8x8-024.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8024 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-025",
    path: "fixtures/stostone/8x8-025.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8025 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-026",
    path: "fixtures/stostone/8x8-026.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8026 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-027",
    path: "fixtures/stostone/8x8-027.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8027 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-028",
    path: "fixtures/stostone/8x8-028.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8028 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-029",
    path: "fixtures/stostone/8x8-029.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8029 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-030",
    path: "fixtures/stostone/8x8-030.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8030 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-031",
    path: "fixtures/stostone/8x8-031.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8031 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-032",
    path: "fixtures/stostone/8x8-032.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=3 seed=8032 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "stostone-8x8-033",
    path: "fixtures/stostone/8x8-033.txt",
    source:
      "generator stostone 1; rows=8 cols=8 stoneSize=2 seed=8033 filter=true budget=5000000 maxDraws=1000 mapsPerDraw=10 liftBudget=20000 countCap=100",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-001",
    path: "fixtures/dosun_fuwari/8x8-001.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.1 starved=1 seed=18001 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-002",
    path: "fixtures/dosun_fuwari/8x8-002.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.15 starved=2 seed=18002 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-003",
    path: "fixtures/dosun_fuwari/8x8-003.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.2 starved=3 seed=18003 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-004",
    path: "fixtures/dosun_fuwari/8x8-004.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.1 starved=3 seed=18004 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-005",
    path: "fixtures/dosun_fuwari/8x8-005.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.15 starved=4 seed=18006 budget=5000000 maxTries=200",
    skipped: [
      [18005, "reached 3 of 4 starved rooms"],
    ],
  },
  {
    id: "dosun-fuwari-8x8-006",
    path: "fixtures/dosun_fuwari/8x8-006.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.2 starved=1 seed=18007 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-007",
    path: "fixtures/dosun_fuwari/8x8-007.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.1 starved=2 seed=18008 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-008",
    path: "fixtures/dosun_fuwari/8x8-008.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.15 starved=3 seed=18009 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-009",
    path: "fixtures/dosun_fuwari/8x8-009.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.2 starved=3 seed=18010 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-010",
    path: "fixtures/dosun_fuwari/8x8-010.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.1 starved=4 seed=18011 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-011",
    path: "fixtures/dosun_fuwari/8x8-011.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.15 starved=1 seed=18012 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-012",
    path: "fixtures/dosun_fuwari/8x8-012.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.2 starved=2 seed=18013 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-013",
    path: "fixtures/dosun_fuwari/8x8-013.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.1 starved=3 seed=18014 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-014",
    path: "fixtures/dosun_fuwari/8x8-014.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.15 starved=3 seed=18015 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-015",
    path: "fixtures/dosun_fuwari/8x8-015.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.2 starved=4 seed=18016 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-016",
    path: "fixtures/dosun_fuwari/8x8-016.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.1 starved=1 seed=18017 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-017",
    path: "fixtures/dosun_fuwari/8x8-017.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.15 starved=2 seed=18018 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-018",
    path: "fixtures/dosun_fuwari/8x8-018.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.2 starved=3 seed=18019 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-019",
    path: "fixtures/dosun_fuwari/8x8-019.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.1 starved=3 seed=18020 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-020",
    path: "fixtures/dosun_fuwari/8x8-020.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.15 starved=4 seed=18021 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-021",
    path: "fixtures/dosun_fuwari/8x8-021.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.2 starved=1 seed=18022 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-022",
    path: "fixtures/dosun_fuwari/8x8-022.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.1 starved=2 seed=18023 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-023",
    path: "fixtures/dosun_fuwari/8x8-023.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.15 starved=3 seed=18024 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-024",
    path: "fixtures/dosun_fuwari/8x8-024.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.2 starved=3 seed=18025 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-025",
    path: "fixtures/dosun_fuwari/8x8-025.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.1 starved=4 seed=18026 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-026",
    path: "fixtures/dosun_fuwari/8x8-026.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.15 starved=1 seed=18027 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-027",
    path: "fixtures/dosun_fuwari/8x8-027.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.2 starved=2 seed=18028 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-028",
    path: "fixtures/dosun_fuwari/8x8-028.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.1 starved=3 seed=18029 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-029",
    path: "fixtures/dosun_fuwari/8x8-029.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.15 starved=3 seed=18030 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-030",
    path: "fixtures/dosun_fuwari/8x8-030.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.2 starved=4 seed=18035 budget=5000000 maxTries=200",
    skipped: [
      [18031, "reached 2 of 4 starved rooms"],
      [18032, "reached 3 of 4 starved rooms"],
      [18033, "reached 3 of 4 starved rooms"],
      [18034, "reached 2 of 4 starved rooms"],
    ],
  },
  {
    id: "dosun-fuwari-8x8-031",
    path: "fixtures/dosun_fuwari/8x8-031.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.1 starved=1 seed=18036 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-032",
    path: "fixtures/dosun_fuwari/8x8-032.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.15 starved=2 seed=18037 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-033",
    path: "fixtures/dosun_fuwari/8x8-033.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.2 starved=3 seed=18038 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-034",
    path: "fixtures/dosun_fuwari/8x8-034.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.1 starved=3 seed=18039 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-035",
    path: "fixtures/dosun_fuwari/8x8-035.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.15 starved=4 seed=18040 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-8x8-036",
    path: "fixtures/dosun_fuwari/8x8-036.txt",
    source:
      "generator dosun-fuwari 1; rows=8 cols=8 density=0.2 starved=1 seed=18041 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-001",
    path: "fixtures/dosun_fuwari/12x12-001.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.1 starved=3 seed=112001 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-002",
    path: "fixtures/dosun_fuwari/12x12-002.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.15 starved=4 seed=112002 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-003",
    path: "fixtures/dosun_fuwari/12x12-003.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.2 starved=5 seed=112003 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-004",
    path: "fixtures/dosun_fuwari/12x12-004.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.1 starved=6 seed=112004 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-005",
    path: "fixtures/dosun_fuwari/12x12-005.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.15 starved=6 seed=112005 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-006",
    path: "fixtures/dosun_fuwari/12x12-006.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.2 starved=7 seed=112006 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-007",
    path: "fixtures/dosun_fuwari/12x12-007.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.1 starved=8 seed=112008 budget=5000000 maxTries=200",
    skipped: [
      [112007, "reached 7 of 8 starved rooms"],
    ],
  },
  {
    id: "dosun-fuwari-12x12-008",
    path: "fixtures/dosun_fuwari/12x12-008.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.15 starved=3 seed=112009 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-009",
    path: "fixtures/dosun_fuwari/12x12-009.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.2 starved=4 seed=112010 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-010",
    path: "fixtures/dosun_fuwari/12x12-010.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.1 starved=5 seed=112011 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-011",
    path: "fixtures/dosun_fuwari/12x12-011.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.15 starved=6 seed=112012 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-012",
    path: "fixtures/dosun_fuwari/12x12-012.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.2 starved=6 seed=112013 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-013",
    path: "fixtures/dosun_fuwari/12x12-013.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.1 starved=7 seed=112014 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-014",
    path: "fixtures/dosun_fuwari/12x12-014.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.15 starved=8 seed=112015 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-015",
    path: "fixtures/dosun_fuwari/12x12-015.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.2 starved=3 seed=112016 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-016",
    path: "fixtures/dosun_fuwari/12x12-016.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.1 starved=4 seed=112017 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-017",
    path: "fixtures/dosun_fuwari/12x12-017.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.15 starved=5 seed=112018 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-018",
    path: "fixtures/dosun_fuwari/12x12-018.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.2 starved=6 seed=112019 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-019",
    path: "fixtures/dosun_fuwari/12x12-019.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.1 starved=6 seed=112020 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-020",
    path: "fixtures/dosun_fuwari/12x12-020.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.15 starved=7 seed=112021 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-021",
    path: "fixtures/dosun_fuwari/12x12-021.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.2 starved=8 seed=112024 budget=5000000 maxTries=200",
    skipped: [
      [112022, "reached 7 of 8 starved rooms"],
      [112023, "reached 6 of 8 starved rooms"],
    ],
  },
  {
    id: "dosun-fuwari-12x12-022",
    path: "fixtures/dosun_fuwari/12x12-022.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.1 starved=3 seed=112025 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-023",
    path: "fixtures/dosun_fuwari/12x12-023.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.15 starved=4 seed=112026 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-024",
    path: "fixtures/dosun_fuwari/12x12-024.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.2 starved=5 seed=112027 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-025",
    path: "fixtures/dosun_fuwari/12x12-025.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.1 starved=6 seed=112028 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-026",
    path: "fixtures/dosun_fuwari/12x12-026.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.15 starved=6 seed=112029 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-027",
    path: "fixtures/dosun_fuwari/12x12-027.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.2 starved=7 seed=112030 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-028",
    path: "fixtures/dosun_fuwari/12x12-028.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.1 starved=8 seed=112032 budget=5000000 maxTries=200",
    skipped: [
      [112031, "reached 7 of 8 starved rooms"],
    ],
  },
  {
    id: "dosun-fuwari-12x12-029",
    path: "fixtures/dosun_fuwari/12x12-029.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.15 starved=3 seed=112033 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-030",
    path: "fixtures/dosun_fuwari/12x12-030.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.2 starved=4 seed=112034 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-031",
    path: "fixtures/dosun_fuwari/12x12-031.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.1 starved=5 seed=112035 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-032",
    path: "fixtures/dosun_fuwari/12x12-032.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.15 starved=6 seed=112036 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-033",
    path: "fixtures/dosun_fuwari/12x12-033.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.2 starved=6 seed=112037 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-12x12-034",
    path: "fixtures/dosun_fuwari/12x12-034.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.1 starved=7 seed=112039 budget=5000000 maxTries=200",
    skipped: [
      [112038, "reached 6 of 7 starved rooms"],
    ],
  },
  {
    id: "dosun-fuwari-12x12-035",
    path: "fixtures/dosun_fuwari/12x12-035.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.15 starved=8 seed=112042 budget=5000000 maxTries=200",
    skipped: [
      [112040, "reached 7 of 8 starved rooms"],
      [112041, "reached 6 of 8 starved rooms"],
    ],
  },
  {
    id: "dosun-fuwari-12x12-036",
    path: "fixtures/dosun_fuwari/12x12-036.txt",
    source:
      "generator dosun-fuwari 1; rows=12 cols=12 density=0.2 starved=3 seed=112043 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "stostone-12x12-001",
    path: "fixtures/stostone/12x12-001.txt",
    source:
      "generator stostone 2; rows=12 cols=12 stoneSize=4 seed=212001 budget=50000000 maxDraws=20 repairs=576 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-12x12-002",
    path: "fixtures/stostone/12x12-002.txt",
    source:
      "generator stostone 2; rows=12 cols=12 stoneSize=4 seed=212002 budget=50000000 maxDraws=20 repairs=576 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-12x12-003",
    path: "fixtures/stostone/12x12-003.txt",
    source:
      "generator stostone 2; rows=12 cols=12 stoneSize=4 seed=212003 budget=50000000 maxDraws=20 repairs=576 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-12x12-004",
    path: "fixtures/stostone/12x12-004.txt",
    source:
      "generator stostone 2; rows=12 cols=12 stoneSize=4 seed=212004 budget=50000000 maxDraws=20 repairs=576 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-12x12-005",
    path: "fixtures/stostone/12x12-005.txt",
    source:
      "generator stostone 2; rows=12 cols=12 stoneSize=4 seed=212005 budget=50000000 maxDraws=20 repairs=576 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-12x12-006",
    path: "fixtures/stostone/12x12-006.txt",
    source:
      "generator stostone 2; rows=12 cols=12 stoneSize=4 seed=212006 budget=50000000 maxDraws=20 repairs=576 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-12x12-007",
    path: "fixtures/stostone/12x12-007.txt",
    source:
      "generator stostone 2; rows=12 cols=12 stoneSize=4 seed=212007 budget=50000000 maxDraws=20 repairs=576 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-12x12-008",
    path: "fixtures/stostone/12x12-008.txt",
    source:
      "generator stostone 2; rows=12 cols=12 stoneSize=4 seed=212008 budget=50000000 maxDraws=20 repairs=576 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-16x16-001",
    path: "fixtures/stostone/16x16-001.txt",
    source:
      "generator stostone 2; rows=16 cols=16 stoneSize=4 seed=216001 budget=50000000 maxDraws=20 repairs=1024 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-16x16-002",
    path: "fixtures/stostone/16x16-002.txt",
    source:
      "generator stostone 2; rows=16 cols=16 stoneSize=4 seed=216002 budget=50000000 maxDraws=20 repairs=1024 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-16x16-003",
    path: "fixtures/stostone/16x16-003.txt",
    source:
      "generator stostone 2; rows=16 cols=16 stoneSize=4 seed=216003 budget=50000000 maxDraws=20 repairs=1024 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-16x16-004",
    path: "fixtures/stostone/16x16-004.txt",
    source:
      "generator stostone 2; rows=16 cols=16 stoneSize=4 seed=216004 budget=50000000 maxDraws=20 repairs=1024 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-16x16-005",
    path: "fixtures/stostone/16x16-005.txt",
    source:
      "generator stostone 2; rows=16 cols=16 stoneSize=4 seed=216005 budget=50000000 maxDraws=20 repairs=1024 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-16x16-006",
    path: "fixtures/stostone/16x16-006.txt",
    source:
      "generator stostone 2; rows=16 cols=16 stoneSize=4 seed=216006 budget=50000000 maxDraws=20 repairs=1024 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-16x16-007",
    path: "fixtures/stostone/16x16-007.txt",
    source:
      "generator stostone 2; rows=16 cols=16 stoneSize=4 seed=216007 budget=50000000 maxDraws=20 repairs=1024 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-16x16-008",
    path: "fixtures/stostone/16x16-008.txt",
    source:
      "generator stostone 2; rows=16 cols=16 stoneSize=4 seed=216008 budget=50000000 maxDraws=20 repairs=1024 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-20x20-001",
    path: "fixtures/stostone/20x20-001.txt",
    source:
      "generator stostone 2; rows=20 cols=20 stoneSize=4 seed=220001 budget=50000000 maxDraws=20 repairs=1600 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-20x20-002",
    path: "fixtures/stostone/20x20-002.txt",
    source:
      "generator stostone 2; rows=20 cols=20 stoneSize=4 seed=220002 budget=50000000 maxDraws=20 repairs=1600 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-20x20-003",
    path: "fixtures/stostone/20x20-003.txt",
    source:
      "generator stostone 2; rows=20 cols=20 stoneSize=4 seed=220003 budget=50000000 maxDraws=20 repairs=1600 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-20x20-004",
    path: "fixtures/stostone/20x20-004.txt",
    source:
      "generator stostone 2; rows=20 cols=20 stoneSize=4 seed=220004 budget=50000000 maxDraws=20 repairs=1600 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-20x20-005",
    path: "fixtures/stostone/20x20-005.txt",
    source:
      "generator stostone 2; rows=20 cols=20 stoneSize=4 seed=220005 budget=50000000 maxDraws=20 repairs=1600 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-20x20-006",
    path: "fixtures/stostone/20x20-006.txt",
    source:
      "generator stostone 2; rows=20 cols=20 stoneSize=4 seed=220006 budget=50000000 maxDraws=20 repairs=1600 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-20x20-007",
    path: "fixtures/stostone/20x20-007.txt",
    source:
      "generator stostone 2; rows=20 cols=20 stoneSize=4 seed=220007 budget=50000000 maxDraws=20 repairs=1600 minClues=false",
    skipped: [],
  },
  {
    id: "stostone-20x20-008",
    path: "fixtures/stostone/20x20-008.txt",
    source:
      "generator stostone 2; rows=20 cols=20 stoneSize=4 seed=220008 budget=50000000 maxDraws=20 repairs=1600 minClues=false",
    skipped: [],
  },
  {
    id: "dosun-fuwari-20x20-001",
    path: "fixtures/dosun_fuwari/20x20-001.txt",
    source:
      "generator dosun-fuwari 1; rows=20 cols=20 density=0.1 starved=17 seed=120003 budget=5000000 maxTries=200",
    skipped: [
      [120001, "reached 15 of 17 starved rooms"],
      [120002, "reached 16 of 17 starved rooms"],
    ],
  },
  {
    id: "dosun-fuwari-20x20-002",
    path: "fixtures/dosun_fuwari/20x20-002.txt",
    source:
      "generator dosun-fuwari 1; rows=20 cols=20 density=0.15 starved=17 seed=120004 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-20x20-003",
    path: "fixtures/dosun_fuwari/20x20-003.txt",
    source:
      "generator dosun-fuwari 1; rows=20 cols=20 density=0.2 starved=17 seed=120005 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-20x20-004",
    path: "fixtures/dosun_fuwari/20x20-004.txt",
    source:
      "generator dosun-fuwari 1; rows=20 cols=20 density=0.1 starved=17 seed=120006 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-20x20-005",
    path: "fixtures/dosun_fuwari/20x20-005.txt",
    source:
      "generator dosun-fuwari 1; rows=20 cols=20 density=0.15 starved=17 seed=120007 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-20x20-006",
    path: "fixtures/dosun_fuwari/20x20-006.txt",
    source:
      "generator dosun-fuwari 1; rows=20 cols=20 density=0.2 starved=17 seed=120008 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-20x20-007",
    path: "fixtures/dosun_fuwari/20x20-007.txt",
    source:
      "generator dosun-fuwari 1; rows=20 cols=20 density=0.1 starved=17 seed=120009 budget=5000000 maxTries=200",
    skipped: [],
  },
  {
    id: "dosun-fuwari-20x20-008",
    path: "fixtures/dosun_fuwari/20x20-008.txt",
    source:
      "generator dosun-fuwari 1; rows=20 cols=20 density=0.15 starved=17 seed=120010 budget=5000000 maxTries=200",
    skipped: [],
  },
];
