// SHIM(issue 13): moved to ../../core/formats/board_json.ts; deleted at integration.
export * from "../../core/formats/board_json.ts";
