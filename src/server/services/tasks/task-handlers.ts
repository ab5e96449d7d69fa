import { regenerateProperty } from '../recovery/regeneration';
import { runSummonsTask } from '../recovery/summons-task';
import type { TaskHandler } from './task-types';

/**
 * The handler of each kind of background task. A kind is one more entry here; its handler must be
 * idempotent and resumable: a task taken up again after a crash runs the handler from the start.
 */
export const TASK_HANDLERS: Readonly<Record<string, TaskHandler>> = {
  summons: runSummonsTask,
  regeneration: regenerateProperty,
};
