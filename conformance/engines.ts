// SHIM(issue 13): moved to ../core/genre.ts and ../engines/mod.ts; deleted at integration.
export * from "../engines/mod.ts";
export { type Board, defaultRule, parseRule, type Rule } from "../core/genre.ts";
