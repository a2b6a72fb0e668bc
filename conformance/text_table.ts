// SHIM(issue 13): moved to ./report/text_table.ts; deleted at integration.
export * from "./report/text_table.ts";
