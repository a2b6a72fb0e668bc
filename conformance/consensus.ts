// SHIM(issue 13): moved to ./consensus/consensus.ts; deleted at integration.
export * from "./consensus/consensus.ts";
