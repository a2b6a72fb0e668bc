// SHIM(issue 13): moved to ./s_u9_engines.ts; deleted at integration.
export * from "./s_u9_engines.ts";
