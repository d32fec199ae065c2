import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getAuthToken } from '#web/lib/session.ts';
import { lessonApi } from '#web/features/lessons/api/lessons-api.ts';

/** After a lost stream, wait this long before opening it again, doubling up to a minute. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MOST_MS = 60_000;

/**
 * Keeps the school's lessons on screen as they change elsewhere: a stream of the schedule's
 * changes (`GET /api/v1/events/stream`, server-sent events read with the session's token) asks
 * every list, calendar and lesson page of the school again on each change. The server ends a
 * stream every few minutes and it opens again at once; a lost one opens again after a pause.
 */
export function useScheduleLive(schoolId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!schoolId) return;
    const stop = new AbortController();
    let retry = RETRY_FIRST_MS;
    let first = true;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: lessonApi.keys.all(schoolId) });
    const follow = async () => {
      while (!stop.signal.aborted) {
        try {
          const answer = await fetch(`${lessonApi.path}/stream`, {
            headers: { Authorization: `Bearer ${getAuthToken() ?? ''}`, Accept: 'text/event-stream' },
            signal: stop.signal,
          });
          // Signed out, or no longer a member: the app's own calls say so; the stream stops.
          if (answer.status === 401 || answer.status === 403 || answer.status === 404) return;
          if (!answer.ok || !answer.body) throw new Error(`stream answered ${answer.status}`);
          const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            buffer += value;
            let end = buffer.indexOf('\n\n');
            while (end >= 0) {
              const frame = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (frame.startsWith('event: change')) refresh();
              if (frame.startsWith('event: ready')) {
                // What changed while a stream was away is read again when the next one opens.
                if (!first) refresh();
                first = false;
                retry = RETRY_FIRST_MS;
              }
              end = buffer.indexOf('\n\n');
            }
          }
        } catch {
          if (stop.signal.aborted) return;
          await new Promise((resolve) => setTimeout(resolve, retry));
          retry = Math.min(retry * 2, RETRY_MOST_MS);
        }
      }
    };
    void follow();
    return () => stop.abort();
  }, [queryClient, schoolId]);
}
