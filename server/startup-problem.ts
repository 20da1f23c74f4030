/**
 * A start-up failure whose message is the whole story (what is wrong and what to do), printed as one
 * line by server/main.ts, with no stack trace, before the process exits 1.
 */
export class StartupProblem extends Error {}
