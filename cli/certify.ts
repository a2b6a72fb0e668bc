// SHIM(issue 13): moved to ../conformance/corpus/certify_job.ts; deleted at integration.
export * from "../conformance/corpus/certify_job.ts";
