/**
 * Forced cells of a board of either genre, backed by judged answers and confirmed by
 * a second engine.
 *
 * @module
 */

export * from "./backbone.ts";
