/**
 * Settles in a task of its own: what follows an `await nextTask()` runs after the browser has had
 * the chance to paint and to answer the reader, instead of lengthening the task under way.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
