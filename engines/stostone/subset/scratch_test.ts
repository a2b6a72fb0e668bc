import { f64, i32, i32From, u8, withScratch } from "./scratch.ts";
import { testScratch } from "../scratch_test_util.ts";

testScratch({ withScratch, i32, i32From, u8, other: { make: f64, value: -0.5 } });
