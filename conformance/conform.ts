// SHIM(issue 13): moved to ./consensus/sections.ts; deleted at integration.
export * from "./consensus/sections.ts";
