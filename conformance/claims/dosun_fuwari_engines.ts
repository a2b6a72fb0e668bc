// SHIM(issue 13): moved to ./d_u5_engines.ts; deleted at integration.
export * from "./d_u5_engines.ts";
