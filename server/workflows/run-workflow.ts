import type { FastifyBaseLogger } from 'fastify';

/** One step of a write that spans modules: what it does, and how to take it back. */
export interface WorkflowStep<Context> {
  id: string;
  invoke(context: Context): Promise<void>;
  /** Undoes `invoke` when a later step fails. */
  compensate?(context: Context): Promise<void>;
}

/**
 * Runs the steps in order. When one fails, the steps already done are undone in reverse order
 * (an undo that fails is logged and the others still run), then the original error is thrown.
 */
export async function runWorkflow<Context>(
  name: string,
  steps: ReadonlyArray<WorkflowStep<Context>>,
  context: Context,
  log: FastifyBaseLogger,
): Promise<void> {
  const done: WorkflowStep<Context>[] = [];
  for (const step of steps) {
    try {
      await step.invoke(context);
      done.push(step);
    } catch (error) {
      for (const finished of done.reverse()) {
        try {
          await finished.compensate?.(context);
        } catch (undoError) {
          log.error({ err: undoError, workflow: name, step: finished.id, failedStep: step.id }, 'workflow undo failed');
        }
      }
      throw error;
    }
  }
}
