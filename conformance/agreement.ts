// SHIM(issue 13): moved to ./consensus/agreement.ts; deleted at integration.
export * from "./consensus/agreement.ts";
