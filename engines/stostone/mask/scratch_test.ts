import { i32, i32From, i8, u8, withScratch } from "./scratch.ts";
import { testScratch } from "../scratch_test_util.ts";

testScratch({ withScratch, i32, i32From, u8, other: { make: i8, value: -1 } });
