// SHIM(issue 13): moved to ../run/measure.ts; deleted at integration.
export * from "../run/measure.ts";
